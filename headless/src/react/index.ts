export type { ConnectMethodEntry } from '../rules/connectMethods.js'
export type {
  NetworkDisabledReason,
  NetworkListGroup,
  NetworkListItem,
} from '../rules/networkList.js'
export { FoyerProvider, type FoyerProviderProps } from './FoyerProvider.js'
export { useFoyer } from './foyerContext.js'
export { type UseAccountReturnType, useAccount } from './useAccount.js'
export { type UseAccountNamesReturnType, useAccountNames } from './useAccountNames.js'
export { type UseAccountProfileReturnType, useAccountProfile } from './useAccountProfile.js'
export { type UseActivityByMonthReturnType, useActivityByMonth } from './useActivityByMonth.js'
export { type UseAllWalletsReturnType, useAllWallets } from './useAllWallets.js'
export { type UseApproveRequestReturnType, useApproveRequest } from './useApproveRequest.js'
export { useBalance } from './useBalance.js'
export {
  type UseCallsStatusParameters,
  type UseCallsStatusReturnType,
  useCallsStatus,
} from './useCallsStatus.js'
export {
  type UseCapabilitiesParameters,
  type UseCapabilitiesReturnType,
  useCapabilities,
} from './useCapabilities.js'
export { useConfigurationAlerts } from './useConfigurationAlerts.js'
export { type UseConnectFlowReturnType, useConnectFlow } from './useConnectFlow.js'
export { type UseConnectMethodsReturnType, useConnectMethods } from './useConnectMethods.js'
export { type UseConnectWalletsReturnType, useConnectWallets } from './useConnectWallets.js'
export { type UseDirectoryWalletReturnType, useDirectoryWallet } from './useDirectoryWallet.js'
export { useDisconnect } from './useDisconnect.js'
export {
  type UseEmailDeviceVerificationReturnType,
  useEmailDeviceVerification,
} from './useEmailDeviceVerification.js'
export { type UseEmailLoginReturnType, useEmailLogin } from './useEmailLogin.js'
export { type UseEmbeddedAccountReturnType, useEmbeddedAccount } from './useEmbeddedAccount.js'
export { type UseFarcasterLoginReturnType, useFarcasterLogin } from './useFarcasterLogin.js'
export { useFeatures } from './useFeatures.js'
export { type UseLegalConsentReturnType, useLegalConsent } from './useLegalConsent.js'
export { type UseModalReturnType, useModal } from './useModal.js'
export {
  type UseNameSuggestionsParameters,
  type UseNameSuggestionsReturnType,
  useNameSuggestions,
} from './useNameSuggestions.js'
export { type UseNetworksReturnType, useNetworks } from './useNetworks.js'
export { useNfts } from './useNfts.js'
export {
  type UseOnrampQuoteParameters,
  type UseOnrampQuoteReturnType,
  useOnrampQuote,
} from './useOnrampQuote.js'
export { type UsePayReturnType, usePay } from './usePay.js'
export { type UseReceiveReturnType, useReceive } from './useReceive.js'
export { useRecentWallets } from './useRecentWallets.js'
export {
  type UseRegisterAccountNameReturnType,
  useRegisterAccountName,
} from './useRegisterAccountName.js'
export { type UseRouteReturnType, useRoute } from './useRoute.js'
export { type UseSendCallsReturnType, useSendCalls } from './useSendCalls.js'
export {
  type UseSendFormParameters,
  type UseSendFormReturnType,
  useSendForm,
} from './useSendForm.js'
export { type UseSignTypedDataReturnType, useSignTypedData } from './useSignTypedData.js'
export { type UseSiwxReturnType, useSiwx } from './useSiwx.js'
export { type UseSmartSessionsReturnType, useSmartSessions } from './useSmartSessions.js'
export { type UseSocialLoginReturnType, useSocialLogin } from './useSocialLogin.js'
export {
  type UseSwapQuoteParameters,
  type UseSwapQuoteReturnType,
  useSwapQuote,
} from './useSwapQuote.js'
export { useTheme } from './useTheme.js'
export { type UseToastsReturnType, useToasts } from './useToasts.js'
export { useTokenBalances } from './useTokenBalances.js'
export { useTokenPortfolio } from './useTokenPortfolio.js'
export { type UseUpdateEmailReturnType, useUpdateEmail } from './useUpdateEmail.js'
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
export { type UseWriteContractReturnType, useWriteContract } from './useWriteContract.js'
