import { Component, type ReactNode } from 'react'
import { en } from '../../i18n/en.ts'

type Props = { pathname: string; children: ReactNode }
type State = { failed: boolean; pathname: string }

/**
 * Catches a page that fails to render, most often because its chunk was replaced by a
 * deploy; a full reload fetches the current files. Moving to another page clears the error.
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
      <div role="alert">
        <h1>{en.routeError.title}</h1>
        <p>{en.routeError.body}</p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          {en.routeError.retry}
        </button>
      </div>
    )
  }
}
