import { Component, type ReactNode } from 'react'
import { bn } from '../../i18n/bn.ts'

type Props = { pathname: string; children: ReactNode }
type State = { failed: boolean; pathname: string }

/**
 * Catches a page that fails to render, most often because its chunk could not be downloaded
 * on a bad network or after a deploy replaced it; a full reload fetches the current files.
 * Moving to another page clears the error.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, pathname: this.props.pathname }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname }
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <section className="page">
        <h1>{bn.routeError.title}</h1>
        <p>{bn.routeError.body}</p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {bn.routeError.retry}
        </button>
      </section>
    )
  }
}
