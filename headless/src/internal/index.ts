// @foyer/headless/internal: the few names @foyer/ui-default and the repository's tests need
// beyond the public entries. UNSTABLE: names here may change or go in any release. Build on
// @foyer/headless, @foyer/headless/react and @foyer/headless/query.
//
// Who uses what (a name no one imports leaves this entry):
// - ui-default's utils: `lazyOnce` (lazyWithPreload), `afterNextPaint` (the modal's opening frame).
// - ui-default's view tests: atoms they set up or read (`routeAtom`, `pairingLifetimeMsAtom`,
//   `approvalRequestsAtom`, `transactionStackAtom`).
// - tests/integration: atoms it drives or reads, and `activityState`.
// - the playground's stories: flow atoms they put in one state (`socialLoginAtom`, and the
//   swap/onramp/send atoms).
// ui-default's views never import this entry (ARCHITECTURE.md, "the view contract").

export {
  type ActivityQuerySnapshot,
  type ActivityState,
  activityState,
} from '../rules/activityState.js'
export {
  activeCaipNetworkIdAtom,
  activeNamespaceAtom,
  modalAtom,
  pairingLifetimeMsAtom,
  routeAtom,
  routerAtom,
} from '../store/atoms.js'
export {
  approvalRequestsAtom,
  socialLoginAtom,
  transactionStackAtom,
} from '../store/embeddedWalletAtoms.js'
export { intentAtom } from '../store/intentAtom.js'
export { networkListAtom } from '../store/networkListAtom.js'
export { onrampAtom } from '../store/onrampAtom.js'
export { payAtom } from '../store/payAtom.js'
export { sendAtom } from '../store/sendAtom.js'
export { swapAtom } from '../store/swapAtom.js'
export { afterNextPaint } from '../utils/afterNextPaint.js'
export { lazyOnce } from '../utils/lazyOnce.js'
