import { SiwxNotEnabledError } from '../errors/auth.js'
import { NoActiveCaipAddressError } from '../errors/chain.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'
import { resolveSiwx } from '../store/resolveSiwx.js'
import { siwxSessionsAtom } from '../store/siwxAtoms.js'
import { dispatchSiwx, siwxTarget } from './siwxFlow.js'

export type SiwxSignOutReturnType = undefined

export type SiwxSignOutErrorType = SiwxNotEnabledError | NoActiveCaipAddressError

/**
 * Signs the connected account out on its network: the host's config revokes its sessions
 * (`revokeSession`) and none is left in the state; the wallet stays connected. Throws
 * `SiwxNotEnabledError` ('SIWX is not enabled') without a `siwx` or `siweConfig` option,
 * `NoActiveCaipAddressError` with no connected account on a listed network, and what the
 * config's `revokeSession` throws.
 */
export async function siwxSignOut(foyer: Foyer): Promise<SiwxSignOutReturnType> {
  assertFoyer(foyer)
  const config = resolveSiwx(foyer)
  if (!config) throw new SiwxNotEnabledError()
  const target = siwxTarget(foyer)
  if (!target) throw new NoActiveCaipAddressError()
  await config.revokeSession(target.chainId, target.address)
  foyer.store.set(siwxSessionsAtom, { ...target, sessions: [] })
  dispatchSiwx(foyer, { type: 'reset' })
  return undefined
}
