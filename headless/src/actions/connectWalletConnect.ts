import { WALLET_CONNECT_CONNECTOR_ID } from '../connectors/walletConnect.js'
import { ConnectCancelledError } from '../errors/connect.js'
import { isPairingExpired } from '../machines/pairingStatus.js'
import { assertFoyer } from '../store/assertFoyer.js'
import { pairingAtom, pairingLifetimeMsAtom, walletConnectionAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { closeModal } from './closeModal.js'
import { type ConnectErrorType, type ConnectReturnType, connect } from './connect.js'
import { resetPairing, stopPairingRefresh, updatePairing } from './pairing.js'
import { schedulePairingRefresh } from './pairingRefresh.js'
import { type RecordRecentWalletParameters, recordRecentWallet } from './recordRecentWallet.js'

export type ConnectWalletConnectParameters = {
  /**
   * The directory wallet being paired (ConnectingWalletConnect): kept as the pairing's recent
   * wallet, and recorded among the recent wallets once connected.
   */
  wallet?: RecordRecentWalletParameters['wallet']
  /**
   * Keep the pairing under way, if its URI is still live, instead of starting a new one (a view
   * mounting again); resolves with `undefined` then. @default false
   */
  reuse?: boolean
}

/** The connected account; `undefined` when `reuse` kept the pairing under way. */
export type ConnectWalletConnectReturnType = ConnectReturnType | undefined

export type ConnectWalletConnectErrorType = ConnectErrorType

/**
 * Pairs a wallet through WalletConnect with `connect` on the 'walletConnect' connector: the
 * pairing is reset (SPEC §4), the connector's pairing URI goes to `pairingAtom` (lifetime 4
 * minutes), and when the URI expires (10 s before its end) a new pairing starts by itself — the
 * old attempt then rejects with `ConnectCancelledError`. Once connected, the wallet is recorded
 * as recent and the modal closes. A declined pairing rejects with `UserRejectedRequestError`
 * (and `walletConnectionAtom` shows it); cancelling (`cancelConnect`) resets the pairing.
 */
export async function connectWalletConnect(
  foyer: Foyer,
  parameters: ConnectWalletConnectParameters = {},
): Promise<ConnectWalletConnectReturnType> {
  assertFoyer(foyer)
  assertParameters(
    parameters,
    {
      wallet: is.optional(is.shape({ id: is.string, name: is.string })),
      reuse: is.optional(is.boolean),
    },
    { optional: true },
  )
  const { store } = foyer
  const { wallet } = parameters
  if (parameters.reuse && isPairingLive(foyer)) return undefined
  // A refresh keeps showing the expired URI until the new one comes; anything else starts over.
  if (store.get(pairingAtom).status === 'expired') stopPairingRefresh(foyer)
  else resetPairing(foyer)
  if (wallet)
    updatePairing(foyer, { type: 'setRecentWallet', wallet: { id: wallet.id, name: wallet.name } })
  const lifetimeMs = store.get(pairingLifetimeMsAtom)
  let attempt = -1
  const isCurrent = () => {
    const state = store.get(walletConnectionAtom)
    return state.status === 'connecting' && state.attempt === attempt
  }
  const pending = connect(foyer, {
    connector: WALLET_CONNECT_CONNECTOR_ID,
    // The attempt ends with its pairing: a refresh replaces it before then.
    timeoutMs: lifetimeMs,
    // A connector may call it before `connect` returns: the attempt is known a microtask later.
    onDisplayUri: (uri) =>
      queueMicrotask(() => {
        if (!isCurrent()) return
        updatePairing(foyer, { type: 'setUri', uri, now: Date.now(), lifetimeMs })
        schedulePairingRefresh(foyer, () => {
          void connectWalletConnect(foyer, { ...(wallet ? { wallet } : {}) }).catch(() => {})
        })
      }),
  })
  // `connect` starts its attempt synchronously: this is its number.
  attempt = store.get(walletConnectionAtom).attempt
  let account: ConnectReturnType
  try {
    account = await pending
  } catch (error) {
    // A refresh or a cancel replaced this attempt: the pairing is theirs now.
    if (!(error instanceof ConnectCancelledError)) resetPairing(foyer)
    throw error
  }
  resetPairing(foyer)
  updatePairing(foyer, { type: 'connected' })
  if (wallet) recordRecentWallet(foyer, { wallet })
  closeModal(foyer)
  return account
}

/** Whether a WalletConnect attempt is under way whose URI is live or on its way. */
function isPairingLive(foyer: Foyer): boolean {
  const connection = foyer.store.get(walletConnectionAtom)
  const pairing = foyer.store.get(pairingAtom)
  const connecting =
    connection.status === 'connecting' && connection.connectorId === WALLET_CONNECT_CONNECTOR_ID
  // No URI yet, or an expired one being refreshed, means a new URI is on its way.
  const waiting = pairing.uri === undefined || pairing.status === 'expired'
  return connecting && (waiting || !isPairingExpired(pairing, Date.now()))
}
