export type { StartAnvilParameters, StartAnvilReturnType } from './anvil.js'
export { probeChainId, resolveAnvilBinary, startAnvil } from './anvil.js'
export type {
  BitcoinPurpose,
  BitcoinTestWalletAccount,
  BitcoinTestWalletControls,
  CreateBitcoinTestWalletParameters,
} from './bitcoin/wallet/createBitcoinTestWallet.js'
export { createBitcoinTestWallet } from './bitcoin/wallet/createBitcoinTestWallet.js'
export type { DevstackChainInfo, DevstackContext, DevstackRelayControl } from './context.js'
export type { CompiledContract, CompiledContracts } from './contracts/compileContracts.js'
export { compileContracts, getContract, loadContracts } from './contracts/compileContracts.js'
export type {
  CreateFrameServiceParameters,
  FrameAccountType,
  FrameInboxCode,
  FrameInboxDevice,
  FrameService,
  FrameUser,
} from './frame/frameService.js'
export { createFrameService, FRAME_FUNDING_WEI, FRAME_OTP_EXPIRY_MS } from './frame/frameService.js'
export { passkeyOrigin } from './frame/passkeys.js'
export { accountFactoryAbi, foyerAccountAbi } from './frame/smartAccounts.js'
export type { SocialProvider } from './frame/socialLogin.js'
export { SOCIAL_PROVIDERS } from './frame/socialLogin.js'
export type {
  StartFrameServerParameters,
  StartFrameServerReturnType,
} from './frame/startFrameServer.js'
export {
  DEFAULT_FRAME_STORE_FILE,
  probeFrameServer,
  startFrameServer,
} from './frame/startFrameServer.js'
export type { SeedChainParameters, SeedChainReturnType } from './seedChain.js'
export { seedChain } from './seedChain.js'
export type { DevstackRouteModule, StartServerParameters, StartServerReturnType } from './server.js'
export {
  createDevstackApp,
  isLoopbackOrigin,
  probeDevstackServer,
  routeModules,
  startServer,
} from './server.js'
export type { SolanaSimulation, SolanaTransactionRecord } from './solana/ledger.js'
export { SolanaLedger } from './solana/ledger.js'
export type { SeedSolanaLedgerReturnType } from './solana/seed.js'
export { associatedTokenAddress, seedSolanaLedger } from './solana/seed.js'
export type {
  StartSolanaRpcParameters,
  StartSolanaRpcReturnType,
} from './solana/startSolanaRpc.js'
export { createSolanaRpcApp, probeSolanaRpc, startSolanaRpc } from './solana/startSolanaRpc.js'
export type {
  CreateSolanaTestWalletParameters,
  SolanaTestWalletControls,
} from './solana/wallet/createSolanaTestWallet.js'
export { createSolanaTestWallet } from './solana/wallet/createSolanaTestWallet.js'
export type {
  DevstackUrls,
  StartDevstackOptions,
  StartDevstackReturnType,
} from './startDevstack.js'
export { startDevstack } from './startDevstack.js'
export type {
  CreateTestWalletProviderParameters,
  CreateTestWalletProviderReturnType,
  RequestArguments,
  TestWalletChain,
  TestWalletControls,
  TestWalletProvider,
} from './test-wallet/createTestWalletProvider.js'
export { createTestWalletProvider } from './test-wallet/createTestWalletProvider.js'
export type { PendingRequest, TestWalletUi } from './wallet-base/approvals.js'
export { ProviderRpcError } from './wallet-base/errors.js'
export type { TestWalletDecision, TestWalletPolicy } from './wallet-base/policy.js'
export { DEFAULT_POLICY, parsePolicy } from './wallet-base/policy.js'
export { registerWallet as registerSolanaTestWallet } from './wallet-base/registration.js'
export type { TestWalletStorage } from './wallet-base/storage.js'
export { createMemoryStorage } from './wallet-base/storage.js'
export type {
  RelayStats,
  StartRelayParameters,
  StartRelayReturnType,
} from './walletconnect/relay.js'
export { probeRelay, startRelay } from './walletconnect/relay.js'
export { verifyRelayJwt } from './walletconnect/relayAuth.js'
export type {
  CreateWalletConnectWalletParameters,
  WalletConnectPendingProposal,
  WalletConnectPendingRequest,
  WalletConnectSessionInfo,
  WalletConnectWallet,
  WalletConnectWalletEvent,
  WalletConnectWalletState,
} from './walletconnect/wallet.js'
export {
  createWalletConnectWallet,
  WalletConnectWalletError,
} from './walletconnect/wallet.js'
