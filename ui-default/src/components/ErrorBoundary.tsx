import { Component, type ErrorInfo, type ReactNode } from 'react'

export type ErrorBoundaryProps = {
  /** What to show instead of the children after they threw; `retry` renders them again. */
  fallback: (parameters: { error: unknown; retry: () => void }) => ReactNode
  /** Called once per caught error (a place for a host's logging). */
  onError?: (error: unknown, info: ErrorInfo) => void
  children?: ReactNode
}

type ErrorBoundaryState = { error: unknown; failed: boolean }

/**
 * Keeps an error of Foyer's (a lazily loaded part that failed to download, a view that threw)
 * inside Foyer: the fallback shows where the part would have been, with a retry, and the
 * host's React tree stays mounted.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, failed: false }

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error, failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info)
  }

  retry = () => this.setState({ error: undefined, failed: false })

  override render() {
    if (this.state.failed)
      return this.props.fallback({ error: this.state.error, retry: this.retry })
    return this.props.children
  }
}
