/**
 * The answer to a submitted form, in a live region so a screen reader reads it out. The
 * region stays in the page while empty: one that appears together with its text is often
 * not announced.
 */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? 'form-alert' : undefined}>
      {message}
    </div>
  )
}
