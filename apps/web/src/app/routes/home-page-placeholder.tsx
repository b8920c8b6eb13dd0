/** The spec's leftover placeholder route: it shows exactly the text "HomePage". */
export function Component() {
  return (
    <section className="page">
      <h1 lang="en">HomePage</h1>
    </section>
  )
}
