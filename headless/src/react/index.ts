export { FoyerProvider, type FoyerProviderProps, useFoyer } from './FoyerProvider.js'
export { type UseAccountReturnType, useAccount } from './useAccount.js'
export { type UseAllWalletsReturnType, useAllWallets } from './useAllWallets.js'
export { useBalance } from './useBalance.js'
export { useConfigurationAlerts } from './useConfigurationAlerts.js'
export { type UseConnectFlowReturnType, useConnectFlow } from './useConnectFlow.js'
export { type UseConnectWalletsReturnType, useConnectWallets } from './useConnectWallets.js'
export { useDisconnect } from './useDisconnect.js'
export { useFeatures } from './useFeatures.js'
export { type UseModalReturnType, useModal } from './useModal.js'
export { useRecentWallets } from './useRecentWallets.js'
export { useTheme } from './useTheme.js'
export { useTokenBalances } from './useTokenBalances.js'
export {
  type UseWalletConnectPairingParameters,
  type UseWalletConnectPairingReturnType,
  useWalletConnectPairing,
} from './useWalletConnectPairing.js'
export {
  type UseWalletDirectoryEntryReturnType,
  useWalletDirectoryEntry,
} from './useWalletDirectoryEntry.js'
export { type UseWalletLinksReturnType, useWalletLinks } from './useWalletLinks.js'
