import { useCallback, useMemo } from 'react'
import type { GetSiwxStateReturnType } from '../actions/getSiwxState.js'
import { activeAccountAtom, connectorsAtom } from '../store/atoms.js'
import {
  isSiwxRequiredBy,
  siwxAtom,
  siwxMessageAtom,
  siwxSessionsAtom,
} from '../store/siwxAtoms.js'
import type { SiwxSession } from '../store/siwxConfig.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

/** What `getSiwxState` answers, with the names and icons to show and the actions. */
export type UseSiwxReturnType = GetSiwxStateReturnType & {
  /** The host app (its metadata): what the visitor signs in to. */
  app: { name: string | undefined; icon: string | undefined }
  /** The connected wallet that signs. */
  wallet: { name: string | undefined; icon: string | undefined }
  /** Signs in (`siwxSignIn`); resolves with the session, or `undefined` when it failed. */
  signIn(): Promise<SiwxSession | undefined>
  /** Revokes the sessions of the account on its network (`siwxSignOut`). */
  signOut(): Promise<undefined>
  /** Declines (`siwxCancel`): disconnects when required, else closes; then Connect. */
  cancel(): Promise<undefined>
}

/**
 * Sign-in with a wallet (SPEC §4 "Sign-in (SIWX)") for any UI: the flow's status and error,
 * the sessions of the connected account and network, the message to sign, and `signIn`,
 * `signOut` and `cancel` (their code loads on the first call, not with the button). Without a
 * `siwx` or `siweConfig` option, `enabled` is false and the three functions reject with
 * `SiwxNotEnabledError` ('SIWX is not enabled').
 */
export function useSiwx(): UseSiwxReturnType {
  const foyer = useFoyer()
  const enabled = Boolean(foyer.options.siwx || foyer.options.siweConfig)
  const state = useFoyerValue(siwxAtom)
  const known = useFoyerValue(siwxSessionsAtom)
  const account = useFoyerValue(activeAccountAtom)
  const connectors = useFoyerValue(connectorsAtom)
  const connector = connectors.find((item) => item.id === account.connectorId)
  const prepared = useFoyerValue(siwxMessageAtom)
  // The actions load on the first call, not with the button; without configuration they
  // throw SiwxNotEnabledError.
  const signIn = useCallback(async () => {
    return (await import('../actions/siwxSignIn.js')).siwxSignIn(foyer)
  }, [foyer])
  const signOut = useCallback(async () => {
    return (await import('../actions/siwxSignOut.js')).siwxSignOut(foyer)
  }, [foyer])
  const cancel = useCallback(async () => {
    return (await import('../actions/siwxCancel.js')).siwxCancel(foyer)
  }, [foyer])
  const { metadata } = foyer.options
  const message = useMemo(() => {
    if (!prepared) return undefined
    const { toString: _text, ...data } = prepared.message
    return data
  }, [prepared])
  const sessions = known?.sessions ?? []
  return {
    enabled,
    required: isSiwxRequiredBy(foyer.options),
    status: state.status,
    error: 'error' in state ? state.error : undefined,
    sessions,
    isSignedIn: sessions.length > 0,
    message,
    app: { name: metadata?.name, icon: metadata?.icons[0] },
    wallet: { name: connector?.name, icon: connector?.imageUrl },
    signIn,
    signOut,
    cancel,
  }
}
