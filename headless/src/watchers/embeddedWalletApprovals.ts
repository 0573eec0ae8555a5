import { navigate } from '../actions/navigate.js'
import { openModal } from '../actions/openModal.js'
import { runTransactionStack } from '../actions/resolveApproval.js'
import { showToast } from '../actions/showToast.js'
import type { EmbeddedApprovalRequest } from '../connectors/embedded/embeddedProvider.js'
import type { EmbeddedWalletConnector } from '../connectors/embedded/embeddedWallet.js'
import { RpcMethodNotAllowedError } from '../errors/auth.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { modalAtom, themeModeAtom, themeVariablesAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import {
  approvalRequestsAtom,
  embeddedSignInMethodAtom,
  embeddedUserAtom,
  smartAccountEnabledNetworksAtom,
  transactionStackAtom,
} from '../store/embeddedWalletAtoms.js'
import { smartAccountEnabledNetworksEntry, socialProviderEntry } from '../store/storageKeys.js'
import { isSocialProvider } from '../validation/socialProvider.js'

/**
 * Puts a wallet request on the transaction stack and shows ApproveTransaction (SPEC §2, §4).
 * Resolves when approved; rejects with `UserRejectedRequestError` when rejected or when the
 * modal closes first.
 */
export function requestApproval(foyer: Foyer, request: EmbeddedApprovalRequest): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const { store } = foyer
    store.set(approvalRequestsAtom, (requests) => [...requests, request])
    runTransactionStack(foyer, {
      type: 'push',
      entry: {
        onSuccess: resolve,
        onError: reject,
        onCancel: () => reject(new UserRejectedRequestError()),
      },
    })
    if (store.get(modalAtom).status === 'open') {
      navigate(foyer, { type: 'push', route: { view: 'ApproveTransaction' } })
    } else openModal(foyer, { view: 'ApproveTransaction' })
  })
}

/**
 * Keeps the instance's view of the embedded user: the user itself, how they signed in (the
 * stored social provider), and the networks where smart accounts work (asked once a user is
 * signed in, and stored).
 */
function watchEmbeddedUser(foyer: Foyer, connector: EmbeddedWalletConnector): () => void {
  const { store } = foyer
  let askedNetworks = false
  const onUser = (user: ReturnType<EmbeddedWalletConnector['getUser']>) => {
    store.set(embeddedUserAtom, user)
    if (!user) {
      store.set(embeddedSignInMethodAtom, undefined)
      return
    }
    const stored = foyer.storage.get(socialProviderEntry)
    if (store.get(embeddedSignInMethodAtom) === undefined && !user.email && stored) {
      if (isSocialProvider(stored) || stored === 'farcaster' || stored === 'passkey') {
        store.set(embeddedSignInMethodAtom, stored)
      }
    }
    if (askedNetworks) return
    askedNetworks = true
    store.set(
      smartAccountEnabledNetworksAtom,
      foyer.storage.get(smartAccountEnabledNetworksEntry) ?? [],
    )
    connector.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {}).then(
      ({ smartAccountEnabledNetworks }) => {
        store.set(smartAccountEnabledNetworksAtom, smartAccountEnabledNetworks)
        foyer.storage.set(smartAccountEnabledNetworksEntry, smartAccountEnabledNetworks)
      },
      () => {
        askedNetworks = false
      },
    )
  }
  onUser(connector.getUser())
  return connector.subscribeUser(onUser)
}

/**
 * Connects the embedded wallet to the instance: its unsafe requests are approved on
 * ApproveTransaction, the modal closing rejects every pending one, the theme is synced to the
 * frame, the signed-in user is mirrored in atoms, and a social sign-in that returned to the page
 * (`result_uri`, a Telegram mini-app) is finished. Returns the function that stops it.
 */
export function connectEmbeddedWallet(
  foyer: Foyer,
  connector: EmbeddedWalletConnector,
): () => void {
  const { store } = foyer
  connector.setApprover((request) => requestApproval(foyer, request))
  const syncTheme = () =>
    connector.syncTheme({
      themeMode: store.get(themeModeAtom),
      themeVariables: { ...store.get(themeVariablesAtom) },
    })
  syncTheme()
  if (typeof window !== 'undefined' && window.location.search.includes('result_uri=')) {
    void import('../actions/completeSocialRedirect.js')
      .then(({ completeSocialRedirect }) => completeSocialRedirect(foyer))
      .catch(() => {
        // The flow's state (socialLoginAtom) carries the error for a view to show.
      })
  }
  const stops = [
    watchEmbeddedUser(foyer, connector),
    // Alerts as toasts: a refused request's 'Action not allowed', a frame that did not load or
    // answer in time.
    connector.onAlert((error) =>
      showToast(foyer, {
        id: error.code,
        message: error instanceof RpcMethodNotAllowedError ? error.uiMessage : error.shortMessage,
        variant: 'error',
      }),
    ),
    store.sub(themeModeAtom, syncTheme),
    store.sub(themeVariablesAtom, syncTheme),
    store.sub(modalAtom, () => {
      if (store.get(modalAtom).status === 'closed' && store.get(transactionStackAtom).length) {
        runTransactionStack(foyer, { type: 'modalClosed' })
      }
    }),
  ]
  return () => {
    connector.setApprover(undefined)
    for (const stop of stops) stop()
  }
}
