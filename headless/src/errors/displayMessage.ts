import { FrameLoadFailedError, FrameRequestTimeoutError } from './alerts.js'
import { SomethingWentWrongError } from './auth.js'
import { FoyerError } from './FoyerError.js'
import { readProperty } from './inspect.js'

/**
 * Codes whose sentence tells a visitor more than the error that carries them: a frame that did
 * not load ('Network Error - Could not load embedded wallet') or did not answer ('Embedded Wallet
 * Request Timed Out') is the reason a sign-in failed, whatever wrapped it.
 */
const surfacedCodes: ReadonlySet<string> = new Set([
  FrameLoadFailedError.code,
  FrameRequestTimeoutError.code,
])

/** What every UI shows for an error that carries no sentence of its own (not a `FoyerError`). */
export const fallbackErrorMessage = new SomethingWentWrongError().shortMessage

/**
 * The sentence a person reads for anything thrown: a frame alert found down the cause chain
 * first, else the error's own `shortMessage` (SPEC §8, word for word), else one fallback for
 * all ('Something went wrong'). Never throws, whatever it is given.
 */
export function displayMessage(error: unknown): string {
  if (!(error instanceof FoyerError)) return fallbackErrorMessage
  const surfaced = error.walk((cause) => {
    const code = readProperty(cause, 'code')
    return typeof code === 'string' && surfacedCodes.has(code)
  })
  if (surfaced instanceof FoyerError) return surfaced.shortMessage
  return error.shortMessage
}
