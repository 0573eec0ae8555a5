// @foyer/ui-default: the themed modal. Import its styles once: '@foyer/ui-default/styles.css'.
export { ConnectButton, type ConnectButtonProps } from './modal/ConnectButton.js'
export { FoyerModal, type FoyerModalProps } from './modal/FoyerModal.js'
export { preloadModal } from './modal/preloadModal.js'
export type {
  ViewComponents,
  ViewReplacement,
  ViewReplacementOptions,
} from './modal/types.js'
export { viewTitles } from './modal/viewTitles.js'
export { vars } from './theme/contract.css.js'
export { darkTheme, lightTheme } from './theme/themes.js'
export {
  type ThemeTokens,
  type ThemeVariables,
  type TokenName,
  tokenNames,
} from './theme/tokens.js'
