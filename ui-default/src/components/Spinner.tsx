import { spinner } from './shared.css.js'

/** An indeterminate progress indicator with an accessible label. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return <span className={spinner} role="progressbar" aria-label={label} />
}
