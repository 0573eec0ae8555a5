// The root entry's function exports that are not actions `(foyer, parameters)`: the actions'
// bad-input test (actions/actions.property.test.ts) leaves them out, and the pure functions'
// bad-input test (pureFunctions.property.test.ts) calls exactly these.

/**
 * Function exports that are not actions. Error classes are left out by their prototype, and
 * constants are not functions. All of them are called with arbitrary arguments by
 * pureFunctions.property.test.ts (a FoyerError or a value, never a JavaScript error); each group
 * also has its own property test of what it computes (format/, validation/, chains/,
 * connectors/, errors/).
 */
export const notActions: ReadonlySet<string> = new Set([
  // Factories and set-up: they take options, not an instance (`createFoyer` checks its
  // options with assertOptions; the others build connectors and adapters for those options).
  'createFoyer',
  'mount',
  'memoryStorage',
  'createConnector',
  'injected',
  'walletConnect',
  'embeddedWallet',
  // The default sign-in config, given as the `siwx` option (its parameter checks:
  // actions/siwx.test.ts).
  'createDefaultSiwx',
  'evmAdapter',
  'solanaAdapter',
  'bitcoinAdapter',
  // Chains: CAIP parsing and network helpers (chains/chains.property.test.ts).
  'assertCaipAddress',
  'formatCaipAddress',
  'isCaipAddress',
  'parseCaipAddress',
  'formatCaipNetworkId',
  'isCaipNetworkId',
  'parseCaipNetworkId',
  'ensCoinType',
  'isAddressOfNamespace',
  'isNetworkSupported',
  'isChainNamespace',
  'defineNetwork',
  'isNetwork',
  'toNetwork',
  'addressExplorerUrl',
  'resolveAccountType',
  'addEthereumChainParameter',
  // Deep links (connectors/deepLinks.property.test.ts).
  'assertSafeWalletLink',
  'formatWalletLink',
  'isSafeWalletLink',
  'walletLink',
  'walletPlatforms',
  // Error helpers (errors/errors.property.test.ts).
  'providerErrorToAlert',
  'getApiErrorReason',
  'displayMessage',
  'toFoyerError',
  'toNodeError',
  'getRpcErrorCode',
  'toWalletError',
  'unknownRpcCodeMessage',
  'toWalletStandardError',
  'actionNotAllowedText',
  // Formatters (format/format.property.test.ts).
  'describeTransaction',
  'formatAmount',
  'formatQuantity',
  'formatUsd',
  'groupTransactionsByYear',
  'formatUnitsExact',
  'parseAmount',
  'formatFee',
  'sendDeclinedMessage',
  'sendErrorMessage',
  'transactionSign',
  'truncateAddress',
  'describeConnectListItem',
  // The Tokens tab's USD values (rules/tokenValues.test.ts).
  'tokenPriceAddresses',
  'withTokenPrices',
  'totalTokenValue',
  // The Connect view's legal rule (react/useLegalConsent.test.tsx).
  'resolveLegalConsent',
  // Swap rules (rules/swapRules.property.test.ts).
  'swapTokenLists',
  'swapSummary',
  // Onramp rules (rules/onramp.test.ts).
  'onrampAmountError',
  'isEstimateQuote',
  // Validators: validateX returns per-field results, assertX throws its leaf
  // (validation/validation.property.test.ts, validation/transaction.property.test.ts).
  'encodeContractArguments',
  'toAbiEncodingError',
  'validateContractArguments',
  'assertEmail',
  'validateEmail',
  'assertEmailLoginAllowed',
  'emailLoginWaitSeconds',
  'assertName',
  'assertNameRegistration',
  'isValidName',
  'nameLabel',
  'validateName',
  'assertOptions',
  'validateOptions',
  'assertOtp',
  'isOtpComplete',
  'validateOtp',
  'classifyResponseString',
  'isSignedMessage',
  'isTransactionHash',
  'assertValid',
  'firstError',
  'invalidField',
  'validationResult',
  'assertRpcMethodAllowed',
  'classifyRpcMethod',
  'sendBlockingError',
  'assertSendCalls',
  'validateSendCalls',
  'assertSendForm',
  'validateSendForm',
  'assertSocialProvider',
  'isSocialProvider',
  'validateSocialProvider',
  'assertSolanaSendOptions',
  'validateSolanaSendOptions',
  'assertThemeMode',
  'isThemeMode',
  'validateThemeMode',
  'assertTransactionRequest',
  'validateTransactionRequest',
])
