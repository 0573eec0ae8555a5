import { navigate } from '../actions/navigate.js'
import { openModal } from '../actions/openModal.js'
import { runTransactionStack } from '../actions/resolveApproval.js'
import type { EmbeddedApprovalRequest } from '../connectors/embedded/embeddedProvider.js'
import type { EmbeddedWalletConnector } from '../connectors/embedded/embeddedWallet.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { modalAtom, themeModeAtom, themeVariablesAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { approvalRequestsAtom, transactionStackAtom } from '../store/embeddedWalletAtoms.js'

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
 * Connects the embedded wallet to the instance: its unsafe requests are approved on
 * ApproveTransaction, the modal closing rejects every pending one, and the theme is synced to
 * the frame. Returns the function that stops it.
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
  const stops = [
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
