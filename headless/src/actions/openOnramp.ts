import { ONRAMP_POLL_MS, ONRAMP_WAIT_LIMIT_MS } from '../constants/onramp.js'
import type { NoActiveCaipAddressError, NoActiveCaipNetworkError } from '../errors/chain.js'
import type {
  OnrampPurchaseTimeoutError,
  OnrampUrlUnavailableError,
  OnrampWindowBlockedError,
} from '../errors/onramp.js'
import { type OnrampState, onrampTransition } from '../machines/onramp.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { onrampAtom } from '../store/onrampAtom.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { watchOnramp } from './onrampRuntime.js'

export type OpenOnrampParameters = {
  /** The page whose `open` makes the provider's window. @default globalThis.window */
  window?: Pick<Window, 'open'> | undefined
  /** How often the balance and activity are read while waiting. @default 4000 */
  pollMs?: number | undefined
  /** How long the purchase is waited for before it fails. @default 900000 (15 minutes) */
  timeoutMs?: number | undefined
}

/** The state the purchase ended in: `success`, `failed`, or `ready` after a cancel or close. */
export type OpenOnrampReturnType = OnrampState
/** What a failed purchase leaves in the state's `error` (the promise itself does not reject). */
export type OpenOnrampErrorType =
  | OnrampWindowBlockedError
  | OnrampUrlUnavailableError
  | OnrampPurchaseTimeoutError
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError

/** The provider window: a popup beside the modal. */
const FEATURES = 'popup,width=500,height=720'

/**
 * Sends the visitor to the provider to buy at the quote (issue #22). Call it inside the click:
 * the window opens before anything waits; a blocked window is `OnrampWindowBlockedError` in
 * `waiting`, with the page's `url` to open again from a link. Then `waiting` until the
 * purchased asset's balance rises or the activity lists the purchase (`success`, with the
 * balance before and after), the bound passes (`failed`), or `cancelOnramp` / closing the
 * modal stops it (`ready`). Does nothing unless a quote is `ready` (or a purchase `failed`).
 */
export function openOnramp(
  foyer: Foyer,
  parameters: OpenOnrampParameters = {},
): Promise<OpenOnrampReturnType> {
  assertFoyer(foyer)
  assertParameters(
    parameters,
    {
      window: is.optional(is.shape({ open: is.function })),
      pollMs: is.optional(is.nonNegativeNumber),
      timeoutMs: is.optional(is.nonNegativeNumber),
    },
    { optional: true },
  )
  const { store } = foyer
  const before = store.get(onrampAtom)
  const next = onrampTransition(before, { type: 'open' })
  if (next === before) return Promise.resolve(before)
  let popup: Window | null = null
  try {
    const page = parameters.window ?? globalThis.window
    popup = page?.open('about:blank', 'foyer-onramp', FEATURES) ?? null
  } catch {
    popup = null
  }
  store.set(onrampAtom, next)
  return watchOnramp(foyer, popup, {
    pollMs: parameters.pollMs ?? ONRAMP_POLL_MS,
    timeoutMs: parameters.timeoutMs ?? ONRAMP_WAIT_LIMIT_MS,
  })
}
