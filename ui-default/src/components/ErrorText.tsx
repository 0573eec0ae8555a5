import { displayMessage } from '@foyer/headless'
import { errorText } from './emailForm.css.js'

export type ErrorTextProps = {
  /** What was thrown; its sentence is `displayMessage(error)`. Nothing renders when undefined. */
  error: unknown
  /** The paragraph's id, for an input's `aria-describedby`. */
  id?: string | undefined
  /** The paragraph's `data-testid`. */
  testId?: string | undefined
}

/**
 * Why something failed, announced (`role="alert"`): the sentence headless's `displayMessage`
 * gives for the error (a frame alert down the cause chain, else its own, else one fallback).
 */
export function ErrorText({ error, id, testId }: ErrorTextProps) {
  if (error === undefined) return null
  return (
    <p id={id} role="alert" className={errorText} data-testid={testId}>
      {displayMessage(error)}
    </p>
  )
}
