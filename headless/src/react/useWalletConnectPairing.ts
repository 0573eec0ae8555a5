import { useCallback, useEffect } from 'react'
import {
  type ConnectWalletConnectParameters,
  connectWalletConnect,
} from '../actions/connectWalletConnect.js'
import { goBack } from '../actions/goBack.js'
import { WALLET_CONNECT_CONNECTOR_ID } from '../connectors/walletConnect.js'
import type { FoyerError } from '../errors/FoyerError.js'
import {
  type WalletConnectPairingStatus,
  walletConnectPairingStatus,
} from '../machines/pairingStatus.js'
import { pairingAtom, walletConnectionAtom } from '../store/atoms.js'
import { useFoyer } from './foyerContext.js'
import { useFoyerValue } from './useFoyerValue.js'

export type UseWalletConnectPairingParameters = {
  /** The directory wallet being paired (ConnectingWalletConnect); none for the plain QR code. */
  wallet?: ConnectWalletConnectParameters['wallet'] | undefined
}

export type UseWalletConnectPairingReturnType = {
  /** The pairing URI to show as a QR code or deep link; undefined until the SDK made it. */
  uri: string | undefined
  /** When the URI expires, in ms since the epoch (4 minutes after it was made). */
  expiresAt: number | undefined
  /** The URI's time ran out (10 s before its end); a new one is on its way. */
  isExpired: boolean
  /** loading, pairing, expired, connected, rejected (declined in the wallet), failed, idle. */
  status: WalletConnectPairingStatus
  /** The attempt ended without a connection (rejected or failed): offer Try again. */
  hasEnded: boolean
  /** The typed error of a rejected or failed pairing (`code` 'USER_REJECTED' when declined). */
  error: FoyerError | undefined
  /** Starts a new pairing (a new URI), e.g. Try again. */
  refresh(): void
  /** Gives the pairing up and goes back. */
  cancel(): void
}

/**
 * A WalletConnect pairing for a QR code or deep link: starts one on mount (or keeps the one
 * under way), refreshes it by itself when its URI expires (`connectWalletConnect`), and exposes
 * its URI, expiry and outcome.
 */
export function useWalletConnectPairing(
  parameters: UseWalletConnectPairingParameters = {},
): UseWalletConnectPairingReturnType {
  const foyer = useFoyer()
  const { wallet } = parameters
  const pairing = useFoyerValue(pairingAtom)
  const connection = useFoyerValue(walletConnectionAtom)
  const status = walletConnectPairingStatus(pairing, connection, WALLET_CONNECT_CONNECTOR_ID)
  const walletId = wallet?.id
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new pairing per wallet, not per object
  const start = useCallback(
    (reuse: boolean) =>
      void connectWalletConnect(foyer, { ...(wallet ? { wallet } : {}), reuse }).catch(() => {}),
    [foyer, walletId],
  )
  useEffect(() => start(true), [start])
  const refresh = useCallback(() => start(false), [start])
  const cancel = useCallback(() => goBack(foyer), [foyer])
  const hasEnded = status === 'rejected' || status === 'failed'
  return {
    uri: pairing.uri,
    expiresAt: pairing.expiresAt,
    isExpired: status === 'expired',
    status,
    hasEnded,
    error: hasEnded && 'error' in connection ? connection.error : undefined,
    refresh,
    cancel,
  }
}
