import { useMemo } from 'react'
import type { AccountState } from '../machines/connection.js'
import type { FarcasterLoginState } from '../machines/farcasterLogin.js'
import { farcasterLoginAtom } from '../store/embeddedWalletAtoms.js'
import { useFoyer } from './FoyerProvider.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseFarcasterLoginReturnType = {
  /** The Farcaster sign-in; `state.status` is its `data-state`. */
  state: FarcasterLoginState
  /** The sign-in URL to show (SPEC §3 `farcasterUrl`) while waiting for approval. */
  url: string | undefined
  /** Gets the sign-in URL, waits for the visitor's approval, connects, and closes the modal. */
  start(): Promise<AccountState>
}

/** Farcaster sign-in through the embedded wallet (SPEC §2, §7). */
export function useFarcasterLogin(): UseFarcasterLoginReturnType {
  const foyer = useFoyer()
  const state = useFoyerValue(farcasterLoginAtom)
  const start = useMemo(
    () => async () => (await import('../actions/connectFarcaster.js')).connectFarcaster(foyer),
    [foyer],
  )
  return { state, url: state.status === 'waiting' ? state.url : undefined, start }
}
