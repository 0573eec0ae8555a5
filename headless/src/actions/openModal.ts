import type { ChainNamespace } from '../chains/namespaces.js'
import { modalTransition } from '../machines/modal.js'
import { bareRoute, resolveOpenView, type View, views } from '../machines/router.js'
import { assertFoyer } from '../store/assertFoyer.js'
import {
  activeAccountAtom,
  activeNamespaceAtom,
  adaptersAtom,
  modalAtom,
  walletConnectionAtom,
} from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { assertParameters, parameterRules as is } from '../validation/parameters.js'
import { navigate } from './navigate.js'
import { signalIntent } from './signalIntent.js'

export type OpenModalParameters = {
  /** The view to show instead of the default for the current state. */
  view?: View
  /** Switch the active chain namespace first. */
  namespace?: ChainNamespace
}

export type OpenModalReturnType = undefined

export type OpenModalErrorType = never

/**
 * Opens the modal (SPEC §2 opening rules): the namespace switches first if given; the given
 * view shows (an unknown one is ignored), else Account with an address and Connect without (AllWallets or
 * ConnectingWalletConnectBasic with no adapters). While a connect attempt waits for the
 * wallet, it shows that attempt (ConnectingExternal over Connect), where the visitor can cancel.
 * The `modalOpen` event goes out when it was closed.
 */
export function openModal(foyer: Foyer, parameters: OpenModalParameters = {}): OpenModalReturnType {
  assertFoyer(foyer)
  assertParameters(
    parameters,
    { view: is.optional(is.string), namespace: is.optional(is.namespace) },
    { optional: true },
  )
  const { store, options } = foyer
  signalIntent(foyer)
  if (parameters.namespace) store.set(activeNamespaceAtom, parameters.namespace)
  const hasAddress = Boolean(store.get(activeAccountAtom).address)
  // A view the router does not know (a typo, a value from untyped code) is ignored.
  const requested = views.find((known) => known === parameters.view)
  const view = resolveOpenView({
    view: requested,
    hasAddress,
    hasAdapters: store.get(adaptersAtom).length > 0,
    isMobile: options.isMobile(),
  })
  navigate(foyer, { type: 'reset', route: bareRoute(view) })
  const attempt = store.get(walletConnectionAtom)
  if (!requested && attempt.status === 'connecting') {
    const { connectorId } = attempt
    navigate(foyer, { type: 'push', route: { view: 'ConnectingExternal', data: { connectorId } } })
  }
  if (store.get(modalAtom).status === 'open') return
  store.set(modalAtom, (state) => modalTransition(state, { type: 'open' }))
  foyer.emitter.emit({ type: 'modalOpen', view, connected: hasAddress })
}
