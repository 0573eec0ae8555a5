// The sign-in actions for hosts without React, as the root entry exports them: each loads its
// code (the flow, the wallet call, the host's config) on the first call, as `useSiwx()` does,
// so a host's first load carries none of it (tests/bench/size.mjs).
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import type { SiwxCancelReturnType } from './siwxCancel.js'
import type { SiwxSignInReturnType } from './siwxSignIn.js'
import type { SiwxSignOutReturnType } from './siwxSignOut.js'

export type {
  SiwxCancelErrorType,
  SiwxCancelReturnType,
} from './siwxCancel.js'
export type { SiwxSignInErrorType, SiwxSignInReturnType } from './siwxSignIn.js'
export type { SiwxSignOutErrorType, SiwxSignOutReturnType } from './siwxSignOut.js'

/**
 * Signs the connected account in (SPEC §4): opens SIWXSignMessage if no sign-in waits, has the
 * wallet sign the config's message and hands the session to `addSession`; resolves with the
 * session, or `undefined` when the sign-in failed (its error: `getSiwxState(foyer).error`).
 * Throws `SiwxNotEnabledError` without a `siwx` or `siweConfig` option,
 * `NoActiveCaipAddressError` with no connected account on a listed network.
 */
export async function siwxSignIn(foyer: Foyer): Promise<SiwxSignInReturnType> {
  assertFoyer(foyer)
  return (await import('./siwxSignIn.js')).siwxSignIn(foyer)
}

/**
 * Signs the connected account out on its network (the config's `revokeSession`). Rejects with
 * `SiwxNotEnabledError` without a `siwx` or `siweConfig` option.
 */
export async function siwxSignOut(foyer: Foyer): Promise<SiwxSignOutReturnType> {
  assertFoyer(foyer)
  return (await import('./siwxSignOut.js')).siwxSignOut(foyer)
}

/**
 * Declines the sign-in: disconnects when it is required, else closes; then Connect. Rejects
 * with `SiwxNotEnabledError` without a `siwx` or `siweConfig` option.
 */
export async function siwxCancel(foyer: Foyer): Promise<SiwxCancelReturnType> {
  assertFoyer(foyer)
  return (await import('./siwxCancel.js')).siwxCancel(foyer)
}
