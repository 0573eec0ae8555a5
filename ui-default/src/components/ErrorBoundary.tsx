import { Component, type ErrorInfo, type ReactNode } from 'react'

export type ErrorBoundaryProps = {
  /**
   * What to show instead of the children after they threw; `retry` renders them again, and
   * `retries` counts how often it was used (so a fallback can offer more after a failed retry).
   */
  fallback: (parameters: { error: unknown; retry: () => void; retries: number }) => ReactNode
  /** Called on `retry`, before the children render again (e.g. to let failed code load again). */
  onRetry?: () => void
  /** Called once per caught error (a place for a host's logging). */
  onError?: (error: unknown, info: ErrorInfo) => void
  children?: ReactNode
}

type ErrorBoundaryState = { error: unknown; failed: boolean; retries: number }

/**
 * Keeps an error of Foyer's (a lazily loaded part that failed to download, a view that threw)
 * inside Foyer: the fallback shows where the part would have been, with a retry, and the
 * host's React tree stays mounted.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined, failed: false, retries: 0 }

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error, failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info)
  }

  retry = () => {
    this.props.onRetry?.()
    this.setState(({ retries }) => ({ error: undefined, failed: false, retries: retries + 1 }))
  }

  override render() {
    const { error, failed, retries } = this.state
    if (failed) return this.props.fallback({ error, retry: this.retry, retries })
    return this.props.children
  }
}
