import { useEffect, useMemo, useRef } from 'react'
import type { AccountState } from '../machines/connection.js'
import type { FarcasterLoginState } from '../machines/farcasterLogin.js'
import { farcasterLoginAtom } from '../store/embeddedWalletAtoms.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseFarcasterLoginReturnType = {
  /** The Farcaster sign-in; `state.status` is its `data-state`. */
  state: FarcasterLoginState
  /** The sign-in URL to show (SPEC §3 `farcasterUrl`) while waiting for approval. */
  url: string | undefined
  /**
   * Gets the sign-in URL, waits for the visitor's approval, connects, and closes the modal
   * (e.g. Try again after a failure).
   */
  start(): Promise<AccountState>
}

/**
 * Farcaster sign-in through the embedded wallet (SPEC §2, §7). Mounting it starts the sign-in,
 * once per mount (ConnectingFarcaster's arrival; leaving that view unconnected resets the
 * flow); `start` runs it again.
 */
export function useFarcasterLogin(): UseFarcasterLoginReturnType {
  const foyer = useFoyer()
  const state = useFoyerValue(farcasterLoginAtom)
  const start = useMemo(
    () => async () => (await import('../actions/connectFarcaster.js')).connectFarcaster(foyer),
    [foyer],
  )
  // Once per mount: React's development double effects must not ask for two URLs.
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    void start().catch(() => {})
  }, [start])
  return { state, url: state.status === 'waiting' ? state.url : undefined, start }
}
