import { type RefObject, useEffect } from 'react'

/**
 * After a refused submit, moves focus to the first field marked invalid, so the operator
 * (and a screen reader) lands on what to fix. `attempt` counts the submits; 0 is none yet.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [form, attempt])
}
