import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HttpRequestError, RpcRequestError, TimeoutError } from 'viem'
import { describe, expect, test } from 'vitest'
import {
  FrameLoadFailedError,
  FrameRequestTimeoutError,
  InvalidAppConfigurationError,
  InvalidProjectIdError,
  ProjectIdNotConfiguredError,
  SessionExpiredError,
  SwitchNetworkNotFoundError,
  UnverifiedDomainError,
} from './alerts.js'
import { ApiRequestFailedError, HttpStatusError } from './api.js'
import {
  EmailLoginRateLimitError,
  FrameReplyError,
  RequestAbortedError,
  RpcMethodNotAllowedError,
  SignatureDeclinedError,
  SignInPopupBlockedError,
  SiwxInitializationError,
  SiwxNotEnabledError,
  SmartAccountNotSupportedError,
  SomethingWentWrongError,
} from './auth.js'
import {
  AdapterNotFoundError,
  CaipIdUndefinedError,
  ChainAdapterNotFoundError,
  ChainRequiredError,
  EnsChainIdTooLargeError,
  GasPriceNetworkNotSupportedError,
  InvalidCaipAddressError,
  NoActiveCaipAddressError,
  NoActiveCaipNetworkError,
  SwapNetworkNotSupportedError,
  UnsupportedChainError,
} from './chain.js'
import {
  ConnectionClientNotSetError,
  ControllerClientsNotSetError,
  NetworkClientNotSetError,
  NoConnectionClientError,
} from './client.js'
import {
  FoyerProviderNotFoundError,
  InvalidThemeModeError,
  SiweAndSiwxConflictError,
} from './config.js'
import { ConnectCancelledError, ConnectTimeoutError } from './connect.js'
import { UnsafeDeepLinkError } from './deepLink.js'
import { EmailDependencyLoadError } from './emailDependency.js'
import { FoyerError } from './FoyerError.js'
import { InvalidFormatArgumentError } from './format.js'
import { DisconnectFailedError, UnknownError, ValidationFailedError } from './generic.js'
import {
  AddressOrAuthConnectorNotFoundError,
  NameSuggestionsError,
  NamesForAddressError,
  RegisterNameError,
  ResolveNameError,
} from './names.js'
import {
  ContractRevertedError,
  RpcHttpError,
  RpcRequestFailedError,
  RpcTimeoutError,
  TransactionFeeCapError,
  TransactionGasError,
  TransactionInsufficientFundsError,
  TransactionNonceError,
  TransactionTypeUnsupportedError,
} from './node.js'
import { InvalidParameterError } from './parameters.js'
import {
  AtomicityNotSupportedError,
  AtomicUpgradeRejectedError,
  CallsBundleTooLargeError,
  ChainNotSupportedError,
  DuplicateCallsIdError,
  toWalletError,
  UnknownCallsIdError,
  UnsupportedChainIdError,
  UnsupportedNonOptionalCapabilityError,
} from './rpc.js'
import {
  InsufficientBalanceError,
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
} from './send.js'
import {
  SolanaCallDataUnsupportedError,
  SolanaRpcError,
  SolanaTransactionFailedError,
  SolanaTransactionNotConfirmedError,
} from './solana.js'
import {
  FetchTransactionsError,
  MissingAccountAddressError,
  NftsUnavailableError,
  TokenBalanceUnavailableError,
} from './transactions.js'
import {
  AbiAddressError,
  AbiArrayLengthError,
  AbiBoolError,
  AbiBytesSizeError,
  AbiEncodingError,
  AbiIntegerRangeError,
  InvalidEmailError,
  InvalidNameError,
  InvalidOtpError,
  InvalidSendCallsError,
  InvalidSocialProviderError,
  InvalidSolanaSendOptionsError,
  TransactionAddressError,
  TransactionChainIdError,
  TransactionFeeCapTooHighError,
  TransactionFeeConflictError,
  TransactionTipAboveFeeCapError,
} from './validation.js'
import { LocalConfigurationIgnoredWarning } from './warnings.js'

// One inline snapshot per leaf error: its message (short message, meta messages, details),
// its stable code, and that it is a FoyerError.
describe('alerts', () => {
  test('ProjectIdNotConfiguredError', () => {
    const error = new ProjectIdNotConfiguredError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('ProjectIdNotConfiguredError')
    expect(error.code).toBe(ProjectIdNotConfiguredError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "Project ID not configured

      Pass \`projectId\` to createFoyer."
    `)
  })
  test('InvalidAppConfigurationError', () => {
    const error = new InvalidAppConfigurationError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('InvalidAppConfigurationError')
    expect(error.code).toBe(InvalidAppConfigurationError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "Invalid app configuration

      Add this app's origin to the project's allowed origins."
    `)
  })
  test('InvalidProjectIdError', () => {
    const error = new InvalidProjectIdError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('InvalidProjectIdError')
    expect(error.code).toBe(InvalidProjectIdError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "Invalid project ID

      Check the \`projectId\` passed to createFoyer."
    `)
  })
  test('FrameLoadFailedError', () => {
    const error = new FrameLoadFailedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('FrameLoadFailedError')
    expect(error.code).toBe(FrameLoadFailedError.code)
    expect(error.message).toMatchInlineSnapshot(`"Network Error - Could not load embedded wallet"`)
  })
  test('FrameRequestTimeoutError', () => {
    const error = new FrameRequestTimeoutError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('FrameRequestTimeoutError')
    expect(error.code).toBe(FrameRequestTimeoutError.code)
    expect(error.message).toMatchInlineSnapshot(`"Embedded Wallet Request Timed Out"`)
  })
  test('UnverifiedDomainError', () => {
    const error = new UnverifiedDomainError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('UnverifiedDomainError')
    expect(error.code).toBe(UnverifiedDomainError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "Unverified domain

      Verify this app's domain with the provider."
    `)
  })
  test('SwitchNetworkNotFoundError', () => {
    const error = new SwitchNetworkNotFoundError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SwitchNetworkNotFoundError')
    expect(error.code).toBe(SwitchNetworkNotFoundError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "Network Not Found

      The network must be in the \`networks\` array."
    `)
  })
  test('SessionExpiredError', () => {
    const error = new SessionExpiredError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SessionExpiredError')
    expect(error.code).toBe(SessionExpiredError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "Session Expired

      Invalid session: check the device's time settings and connect again."
    `)
  })
})

describe('chain', () => {
  test('ChainNotSupportedError', () => {
    const error = new ChainNotSupportedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('ChainNotSupportedError')
    expect(error.code).toBe(ChainNotSupportedError.code)
    expect(error.message).toMatchInlineSnapshot(`"Chain is not supported"`)
  })
  test('AdapterNotFoundError', () => {
    const error = new AdapterNotFoundError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('AdapterNotFoundError')
    expect(error.code).toBe(AdapterNotFoundError.code)
    expect(error.message).toMatchInlineSnapshot(`"Adapter not found"`)
  })
  test('ChainAdapterNotFoundError', () => {
    const error = new ChainAdapterNotFoundError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('ChainAdapterNotFoundError')
    expect(error.code).toBe(ChainAdapterNotFoundError.code)
    expect(error.message).toMatchInlineSnapshot(`"Chain adapter not found"`)
  })
  test('CaipIdUndefinedError', () => {
    const error = new CaipIdUndefinedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('CaipIdUndefinedError')
    expect(error.code).toBe(CaipIdUndefinedError.code)
    expect(error.message).toMatchInlineSnapshot(`"CaipNetworkId or CaipAddress is undefined"`)
  })
  test('ChainRequiredError', () => {
    const error = new ChainRequiredError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('ChainRequiredError')
    expect(error.code).toBe(ChainRequiredError.code)
    expect(error.message).toMatchInlineSnapshot(`"Chain is required"`)
  })
  test('GasPriceNetworkNotSupportedError', () => {
    const error = new GasPriceNetworkNotSupportedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('GasPriceNetworkNotSupportedError')
    expect(error.code).toBe(GasPriceNetworkNotSupportedError.code)
    expect(error.message).toMatchInlineSnapshot(`"Network not supported for Gas Price"`)
  })
  test('SwapNetworkNotSupportedError', () => {
    const error = new SwapNetworkNotSupportedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SwapNetworkNotSupportedError')
    expect(error.code).toBe(SwapNetworkNotSupportedError.code)
    expect(error.message).toMatchInlineSnapshot(`"Network not supported for Swaps"`)
  })
  test('UnsupportedChainError', () => {
    const error = new UnsupportedChainError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('UnsupportedChainError')
    expect(error.code).toBe(UnsupportedChainError.code)
    expect(error.message).toMatchInlineSnapshot(`"Unsupported chain"`)
  })
  test('InvalidCaipAddressError', () => {
    const error = new InvalidCaipAddressError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('InvalidCaipAddressError')
    expect(error.code).toBe(InvalidCaipAddressError.code)
    expect(error.message).toMatchInlineSnapshot(`"Invalid CAIP Address"`)
  })
  test('NoActiveCaipAddressError', () => {
    const error = new NoActiveCaipAddressError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('NoActiveCaipAddressError')
    expect(error.code).toBe(NoActiveCaipAddressError.code)
    expect(error.message).toMatchInlineSnapshot(`"No ActiveCaipAddress found"`)
  })
  test('NoActiveCaipNetworkError', () => {
    const error = new NoActiveCaipNetworkError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('NoActiveCaipNetworkError')
    expect(error.code).toBe(NoActiveCaipNetworkError.code)
    expect(error.message).toMatchInlineSnapshot(`"No ActiveCaipNetwork or client found"`)
  })
  test('EnsChainIdTooLargeError', () => {
    const error = new EnsChainIdTooLargeError(2147483648)
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('EnsChainIdTooLargeError')
    expect(error.code).toBe(EnsChainIdTooLargeError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "Chain id too large for an ENS coin type

      Rule: the chain id must be below 2^31
      Provided: 2147483648"
    `)
  })
})

describe('client', () => {
  test('ControllerClientsNotSetError', () => {
    const error = new ControllerClientsNotSetError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('ControllerClientsNotSetError')
    expect(error.code).toBe(ControllerClientsNotSetError.code)
    expect(error.message).toMatchInlineSnapshot(
      `"ConnectionControllerClient and NetworkControllerClient must be set"`,
    )
  })
  test('NetworkClientNotSetError', () => {
    const error = new NetworkClientNotSetError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('NetworkClientNotSetError')
    expect(error.code).toBe(NetworkClientNotSetError.code)
    expect(error.message).toMatchInlineSnapshot(`"NetworkController client not set"`)
  })
  test('ConnectionClientNotSetError', () => {
    const error = new ConnectionClientNotSetError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('ConnectionClientNotSetError')
    expect(error.code).toBe(ConnectionClientNotSetError.code)
    expect(error.message).toMatchInlineSnapshot(`"ConnectionController client not set"`)
  })
  test('NoConnectionClientError', () => {
    const error = new NoConnectionClientError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('NoConnectionClientError')
    expect(error.code).toBe(NoConnectionClientError.code)
    expect(error.message).toMatchInlineSnapshot(`"No ConnectionController client found"`)
  })
})

describe('auth', () => {
  test('EmailLoginRateLimitError', () => {
    const error = new EmailLoginRateLimitError(12)
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('EmailLoginRateLimitError')
    expect(error.code).toBe(EmailLoginRateLimitError.code)
    expect(error.message).toMatchInlineSnapshot(`"Please try again after 12 seconds"`)
  })
  test('SiwxInitializationError', () => {
    const error = new SiwxInitializationError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SiwxInitializationError')
    expect(error.code).toBe(SiwxInitializationError.code)
    expect(error.message).toMatchInlineSnapshot(
      `"A problem occurred while trying initialize authentication"`,
    )
  })
  test('SignatureDeclinedError', () => {
    const error = new SignatureDeclinedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SignatureDeclinedError')
    expect(error.code).toBe(SignatureDeclinedError.code)
    expect(error.message).toMatchInlineSnapshot(`"Signature declined"`)
  })
  test('SmartAccountNotSupportedError', () => {
    const error = new SmartAccountNotSupportedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SmartAccountNotSupportedError')
    expect(error.code).toBe(SmartAccountNotSupportedError.code)
    expect(error.message).toMatchInlineSnapshot(
      `"This application might not support Smart Accounts"`,
    )
  })
  test('SiwxNotEnabledError', () => {
    const error = new SiwxNotEnabledError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SiwxNotEnabledError')
    expect(error.code).toBe(SiwxNotEnabledError.code)
    expect(error.message).toMatchInlineSnapshot(`"SIWX is not enabled"`)
  })
  test('EmailDependencyLoadError', () => {
    const error = new EmailDependencyLoadError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('EmailDependencyLoadError')
    expect(error.code).toBe(EmailDependencyLoadError.code)
    expect(error.message).toMatchInlineSnapshot(`"Unable to load email login dependency"`)
  })
  test('RequestAbortedError', () => {
    const error = new RequestAbortedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('RequestAbortedError')
    expect(error.code).toBe(RequestAbortedError.code)
    expect(error.message).toMatchInlineSnapshot(`"Request was aborted"`)
  })
  test('SomethingWentWrongError', () => {
    const error = new SomethingWentWrongError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SomethingWentWrongError')
    expect(error.code).toBe(SomethingWentWrongError.code)
    expect(error.message).toMatchInlineSnapshot(`"Something went wrong"`)
  })
  test('SignInPopupBlockedError', () => {
    const error = new SignInPopupBlockedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SignInPopupBlockedError')
    expect(error.code).toBe(SignInPopupBlockedError.code)
    expect(error.message).toMatchInlineSnapshot(
      `"The sign-in window was blocked. Allow pop-ups for this site and try again."`,
    )
  })
  test('FrameReplyError', () => {
    const error = new FrameReplyError('Frame says no')
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('FrameReplyError')
    expect(error.code).toBe(FrameReplyError.code)
    expect(error.message).toMatchInlineSnapshot(`"Frame says no"`)
  })
  test('RpcMethodNotAllowedError', () => {
    const error = new RpcMethodNotAllowedError('eth_sign')
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('RpcMethodNotAllowedError')
    expect(error.code).toBe(RpcMethodNotAllowedError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "Requested RPC call is not allowed

      Method: eth_sign"
    `)
  })
})

describe('names', () => {
  test('ResolveNameError', () => {
    const error = new ResolveNameError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('ResolveNameError')
    expect(error.code).toBe(ResolveNameError.code)
    expect(error.message).toMatchInlineSnapshot(`"Error resolving name"`)
  })
  test('NameSuggestionsError', () => {
    const error = new NameSuggestionsError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('NameSuggestionsError')
    expect(error.code).toBe(NameSuggestionsError.code)
    expect(error.message).toMatchInlineSnapshot(`"Error fetching name suggestions"`)
  })
  test('NamesForAddressError', () => {
    const error = new NamesForAddressError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('NamesForAddressError')
    expect(error.code).toBe(NamesForAddressError.code)
    expect(error.message).toMatchInlineSnapshot(`"Error fetching names for address"`)
  })
  test('RegisterNameError', () => {
    const error = new RegisterNameError('satoshi')
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('RegisterNameError')
    expect(error.code).toBe(RegisterNameError.code)
    expect(error.message).toMatchInlineSnapshot(`"Error registering name satoshi"`)
  })
  test('AddressOrAuthConnectorNotFoundError', () => {
    const error = new AddressOrAuthConnectorNotFoundError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('AddressOrAuthConnectorNotFoundError')
    expect(error.code).toBe(AddressOrAuthConnectorNotFoundError.code)
    expect(error.message).toMatchInlineSnapshot(`"Address or auth connector not found"`)
  })
})

describe('transactions', () => {
  test('FetchTransactionsError', () => {
    const error = new FetchTransactionsError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('FetchTransactionsError')
    expect(error.code).toBe(FetchTransactionsError.code)
    expect(error.message).toMatchInlineSnapshot(`"Failed to fetch transactions"`)
  })
  test('MissingAccountAddressError', () => {
    const error = new MissingAccountAddressError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('MissingAccountAddressError')
    expect(error.code).toBe(MissingAccountAddressError.code)
    expect(error.message).toMatchInlineSnapshot(
      `"Transactions can't be fetched without an accountAddress"`,
    )
  })
  test('TokenBalanceUnavailableError', () => {
    const error = new TokenBalanceUnavailableError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('TokenBalanceUnavailableError')
    expect(error.code).toBe(TokenBalanceUnavailableError.code)
    expect(error.message).toMatchInlineSnapshot(`"Token Balance Unavailable"`)
  })
  test('NftsUnavailableError', () => {
    const error = new NftsUnavailableError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('NftsUnavailableError')
    expect(error.code).toBe(NftsUnavailableError.code)
    expect(error.message).toMatchInlineSnapshot(`"NFTs unavailable"`)
  })
})

describe('solana', () => {
  test('SolanaRpcError', () => {
    const error = new SolanaRpcError({ cause: new Error('fetch failed') })
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SolanaRpcError')
    expect(error.code).toBe(SolanaRpcError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "The Solana RPC request failed

      Details: fetch failed"
    `)
  })
  test('SolanaTransactionFailedError', () => {
    const error = new SolanaTransactionFailedError({ metaMessages: ['Signature: 5x'] })
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SolanaTransactionFailedError')
    expect(error.code).toBe(SolanaTransactionFailedError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "The Solana transaction failed

      Signature: 5x"
    `)
  })
  test('SolanaTransactionNotConfirmedError', () => {
    const error = new SolanaTransactionNotConfirmedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SolanaTransactionNotConfirmedError')
    expect(error.code).toBe(SolanaTransactionNotConfirmedError.code)
    expect(error.message).toMatchInlineSnapshot(
      `"The Solana transaction was not confirmed in time"`,
    )
  })
  test('SolanaCallDataUnsupportedError', () => {
    const error = new SolanaCallDataUnsupportedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SolanaCallDataUnsupportedError')
    expect(error.code).toBe(SolanaCallDataUnsupportedError.code)
    expect(error.message).toMatchInlineSnapshot(`"Call data is not supported on Solana"`)
  })
})

describe('generic', () => {
  test('UnknownError', () => {
    const error = new UnknownError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('UnknownError')
    expect(error.code).toBe(UnknownError.code)
    expect(error.message).toMatchInlineSnapshot(`"Unknown error"`)
  })
  test('ValidationFailedError', () => {
    const error = new ValidationFailedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('ValidationFailedError')
    expect(error.code).toBe(ValidationFailedError.code)
    expect(error.message).toMatchInlineSnapshot(`"Validation failed but no issues detected"`)
  })
  test('DisconnectFailedError', () => {
    const error = new DisconnectFailedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('DisconnectFailedError')
    expect(error.code).toBe(DisconnectFailedError.code)
    expect(error.message).toMatchInlineSnapshot(`"Failed to disconnect"`)
  })
})

describe('warnings', () => {
  test('LocalConfigurationIgnoredWarning', () => {
    const error = new LocalConfigurationIgnoredWarning()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('LocalConfigurationIgnoredWarning')
    expect(error.code).toBe(LocalConfigurationIgnoredWarning.code)
    expect(error.message).toMatchInlineSnapshot(`"Local configuration ignored"`)
  })
})

describe('send', () => {
  test('SendAmountAndReceiverRequiredError', () => {
    const error = new SendAmountAndReceiverRequiredError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SendAmountAndReceiverRequiredError')
    expect(error.code).toBe(SendAmountAndReceiverRequiredError.code)
    expect(error.message).toMatchInlineSnapshot(`"An amount and receiver address are required"`)
  })
  test('SendTokenRequiredError', () => {
    const error = new SendTokenRequiredError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SendTokenRequiredError')
    expect(error.code).toBe(SendTokenRequiredError.code)
    expect(error.message).toMatchInlineSnapshot(`"A token is required"`)
  })
  test('InsufficientBalanceError', () => {
    const error = new InsufficientBalanceError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('InsufficientBalanceError')
    expect(error.code).toBe(InsufficientBalanceError.code)
    expect(error.message).toMatchInlineSnapshot(`"Insufficient balance"`)
  })
})

describe('connect', () => {
  test('ConnectCancelledError', () => {
    const error = new ConnectCancelledError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('ConnectCancelledError')
    expect(error.code).toBe(ConnectCancelledError.code)
    expect(error.message).toMatchInlineSnapshot(`"Connection cancelled"`)
  })
  test('ConnectTimeoutError', () => {
    const error = new ConnectTimeoutError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('ConnectTimeoutError')
    expect(error.code).toBe(ConnectTimeoutError.code)
    expect(error.message).toMatchInlineSnapshot(`"The wallet did not answer in time"`)
  })
})

describe('config', () => {
  test('FoyerProviderNotFoundError', () => {
    const error = new FoyerProviderNotFoundError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('FoyerProviderNotFoundError')
    expect(error.code).toBe(FoyerProviderNotFoundError.code)
    expect(error.message).toMatchInlineSnapshot(
      `"Foyer hooks must be used inside <FoyerProvider foyer={…}>"`,
    )
  })
  test('SiweAndSiwxConflictError', () => {
    const error = new SiweAndSiwxConflictError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('SiweAndSiwxConflictError')
    expect(error.code).toBe(SiweAndSiwxConflictError.code)
    expect(error.message).toMatchInlineSnapshot(
      `"Cannot set both \`siweConfig\` and \`siwx\` options"`,
    )
  })
})

describe('validation', () => {
  test('InvalidEmailError', () => {
    const error = new InvalidEmailError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('InvalidEmailError')
    expect(error.code).toBe(InvalidEmailError.code)
    expect(error.message).toMatchInlineSnapshot(`"Invalid email address"`)
  })
  test('InvalidOtpError', () => {
    const error = new InvalidOtpError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('InvalidOtpError')
    expect(error.code).toBe(InvalidOtpError.code)
    expect(error.message).toMatchInlineSnapshot(`"Invalid one-time code"`)
  })
  test('InvalidSocialProviderError', () => {
    const error = new InvalidSocialProviderError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('InvalidSocialProviderError')
    expect(error.code).toBe(InvalidSocialProviderError.code)
    expect(error.message).toMatchInlineSnapshot(`"Invalid social provider"`)
  })
  test('InvalidThemeModeError', () => {
    const error = new InvalidThemeModeError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('InvalidThemeModeError')
    expect(error.code).toBe(InvalidThemeModeError.code)
    expect(error.message).toMatchInlineSnapshot(`"Invalid theme mode"`)
  })
  test('InvalidParameterError', () => {
    const error = new InvalidParameterError('parameters.message', {
      metaMessages: ['Parameter: parameters.message', 'Rule: a string', 'Provided: 42 (number)'],
    })
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('InvalidParameterError')
    expect(error.code).toBe(InvalidParameterError.code)
    expect(error.parameter).toBe('parameters.message')
    expect(error.message).toMatchInlineSnapshot(`
      "Invalid parameter

      Parameter: parameters.message
      Rule: a string
      Provided: 42 (number)"
    `)
  })
  test('InvalidNameError', () => {
    const error = new InvalidNameError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('InvalidNameError')
    expect(error.code).toBe(InvalidNameError.code)
    expect(error.message).toMatchInlineSnapshot(`"Invalid name"`)
  })
  test('InvalidSendCallsError', () => {
    const error = new InvalidSendCallsError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('InvalidSendCallsError')
    expect(error.code).toBe(InvalidSendCallsError.code)
    expect(error.message).toMatchInlineSnapshot(`"Invalid wallet_sendCalls calls"`)
  })
  test('InvalidSolanaSendOptionsError', () => {
    const error = new InvalidSolanaSendOptionsError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('InvalidSolanaSendOptionsError')
    expect(error.code).toBe(InvalidSolanaSendOptionsError.code)
    expect(error.message).toMatchInlineSnapshot(`"Invalid Solana send options"`)
  })
  test('TransactionFeeConflictError', () => {
    const error = new TransactionFeeConflictError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('TransactionFeeConflictError')
    expect(error.code).toBe(TransactionFeeConflictError.code)
    expect(error.message).toMatchInlineSnapshot(
      `"gasPrice cannot be used with maxFeePerGas or maxPriorityFeePerGas"`,
    )
  })
  test('TransactionFeeCapTooHighError', () => {
    const error = new TransactionFeeCapTooHighError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('TransactionFeeCapTooHighError')
    expect(error.code).toBe(TransactionFeeCapTooHighError.code)
    expect(error.message).toMatchInlineSnapshot(`"maxFeePerGas cannot be higher than 2^256-1"`)
  })
  test('TransactionTipAboveFeeCapError', () => {
    const error = new TransactionTipAboveFeeCapError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('TransactionTipAboveFeeCapError')
    expect(error.code).toBe(TransactionTipAboveFeeCapError.code)
    expect(error.message).toMatchInlineSnapshot(
      `"maxPriorityFeePerGas cannot be higher than maxFeePerGas"`,
    )
  })
  test('TransactionAddressError', () => {
    const error = new TransactionAddressError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('TransactionAddressError')
    expect(error.code).toBe(TransactionAddressError.code)
    expect(error.message).toMatchInlineSnapshot(`"Transaction address is invalid"`)
  })
  test('TransactionChainIdError', () => {
    const error = new TransactionChainIdError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('TransactionChainIdError')
    expect(error.code).toBe(TransactionChainIdError.code)
    expect(error.message).toMatchInlineSnapshot(`"Transaction chain id must be positive"`)
  })
  test('AbiArrayLengthError', () => {
    const error = new AbiArrayLengthError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('AbiArrayLengthError')
    expect(error.code).toBe(AbiArrayLengthError.code)
    expect(error.message).toMatchInlineSnapshot(`"Contract argument array has the wrong length"`)
  })
  test('AbiBoolError', () => {
    const error = new AbiBoolError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('AbiBoolError')
    expect(error.code).toBe(AbiBoolError.code)
    expect(error.message).toMatchInlineSnapshot(`"Contract argument is not a boolean"`)
  })
  test('AbiAddressError', () => {
    const error = new AbiAddressError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('AbiAddressError')
    expect(error.code).toBe(AbiAddressError.code)
    expect(error.message).toMatchInlineSnapshot(`"Contract argument is not a valid address"`)
  })
  test('AbiIntegerRangeError', () => {
    const error = new AbiIntegerRangeError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('AbiIntegerRangeError')
    expect(error.code).toBe(AbiIntegerRangeError.code)
    expect(error.message).toMatchInlineSnapshot(`"Contract argument integer is out of range"`)
  })
  test('AbiBytesSizeError', () => {
    const error = new AbiBytesSizeError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('AbiBytesSizeError')
    expect(error.code).toBe(AbiBytesSizeError.code)
    expect(error.message).toMatchInlineSnapshot(`"Contract argument bytes have the wrong size"`)
  })
  test('AbiEncodingError', () => {
    const error = new AbiEncodingError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('AbiEncodingError')
    expect(error.code).toBe(AbiEncodingError.code)
    expect(error.message).toMatchInlineSnapshot(`"Contract arguments cannot be encoded"`)
  })
})

describe('format', () => {
  test('InvalidFormatArgumentError', () => {
    const error = new InvalidFormatArgumentError({
      metaMessages: ['Rule: decimals is a whole number from 0 to 255', 'Provided: -1'],
    })
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('InvalidFormatArgumentError')
    expect(error.code).toBe(InvalidFormatArgumentError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "Invalid format argument

      Rule: decimals is a whole number from 0 to 255
      Provided: -1"
    `)
  })
})

describe('api', () => {
  test('HttpStatusError', () => {
    const error = new HttpStatusError(503, {
      body: { reasons: [{ description: 'Unauthorized: invalid key' }] },
      url: 'http://api.test/x',
    })
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('HttpStatusError')
    expect(error.code).toBe(HttpStatusError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "HTTP status code: 503

      Status: 503 Service Unavailable
      URL: http://api.test/x
      Reason: Unauthorized: invalid key"
    `)
  })
})

describe('node', () => {
  test('TransactionNonceError', () => {
    const error = new TransactionNonceError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('TransactionNonceError')
    expect(error.code).toBe(TransactionNonceError.code)
    expect(error.message).toMatchInlineSnapshot(`"Transaction nonce is not valid"`)
  })
  test('TransactionInsufficientFundsError', () => {
    const error = new TransactionInsufficientFundsError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('TransactionInsufficientFundsError')
    expect(error.code).toBe(TransactionInsufficientFundsError.code)
    expect(error.message).toMatchInlineSnapshot(`"Insufficient funds for the transaction"`)
  })
  test('TransactionFeeCapError', () => {
    const error = new TransactionFeeCapError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('TransactionFeeCapError')
    expect(error.code).toBe(TransactionFeeCapError.code)
    expect(error.message).toMatchInlineSnapshot(`"Transaction fee cap is not valid"`)
  })
  test('TransactionGasError', () => {
    const error = new TransactionGasError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('TransactionGasError')
    expect(error.code).toBe(TransactionGasError.code)
    expect(error.message).toMatchInlineSnapshot(`"Transaction gas limit is not valid"`)
  })
  test('TransactionTypeUnsupportedError', () => {
    const error = new TransactionTypeUnsupportedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('TransactionTypeUnsupportedError')
    expect(error.code).toBe(TransactionTypeUnsupportedError.code)
    expect(error.message).toMatchInlineSnapshot(`"Transaction type is not supported"`)
  })
  test('ContractRevertedError', () => {
    const error = new ContractRevertedError('Not enough')
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('ContractRevertedError')
    expect(error.code).toBe(ContractRevertedError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "Execution reverted

      Reason: Not enough"
    `)
  })
})

describe('leaves wrapping a library error', () => {
  test('ApiRequestFailedError', () => {
    const error = new ApiRequestFailedError(
      new HttpRequestError({ url: 'http://127.0.0.1:1/x', cause: new Error('refused') }),
    )
    expect(error.code).toBe(ApiRequestFailedError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "HTTP request failed.

      URL: http://127.0.0.1:1/x

      Details: refused"
    `)
  })
  test('RpcHttpError', () => {
    const error = new RpcHttpError(new HttpRequestError({ url: 'http://127.0.0.1:1', status: 503 }))
    expect(error.code).toBe(RpcHttpError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "HTTP request failed.

      Status: 503 Service Unavailable"
    `)
  })
  test('RpcRequestFailedError', () => {
    const error = new RpcRequestFailedError(
      new RpcRequestError({
        body: {},
        error: { code: 7, message: 'odd' },
        url: 'http://127.0.0.1',
      }),
    )
    expect(error.code).toBe(RpcRequestFailedError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "RPC Request failed.

      Details: odd"
    `)
  })
  test('RpcTimeoutError', () => {
    const error = new RpcTimeoutError(new TimeoutError({ body: {}, url: 'http://127.0.0.1' }))
    expect(error.code).toBe(RpcTimeoutError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "The request took too long to respond.

      Details: The request timed out."
    `)
  })
})

describe('deep links', () => {
  test('UnsafeDeepLinkError', () => {
    const error = new UnsafeDeepLinkError('javascript:alert(1)')
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('UnsafeDeepLinkError')
    expect(error.code).toBe(UnsafeDeepLinkError.code)
    expect(error.message).toMatchInlineSnapshot(`
      "This wallet link cannot be opened

      Rule: only an http(s) link or the wallet's own app scheme is opened
      Provided: "javascript:alert(1)""
    `)
  })
})

// One inline snapshot per EIP-5792 leaf (SPEC §8, codes 5700–5760), as in leaves.test.ts: its
// message, its stable code, its wallet code, and that toWalletError maps the code to it.
describe('EIP-5792 wallet errors', () => {
  test('UnsupportedNonOptionalCapabilityError', () => {
    const error = new UnsupportedNonOptionalCapabilityError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('UnsupportedNonOptionalCapabilityError')
    expect(error.code).toBe(UnsupportedNonOptionalCapabilityError.code)
    expect(error.rpcCode).toBe(5700)
    expect(toWalletError(Object.assign(new Error('x'), { code: 5700 }))).toBeInstanceOf(
      UnsupportedNonOptionalCapabilityError,
    )
    expect(error.message).toMatchInlineSnapshot(
      `"The wallet does not support a capability that was not marked as optional."`,
    )
  })
  test('UnsupportedChainIdError', () => {
    const error = new UnsupportedChainIdError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('UnsupportedChainIdError')
    expect(error.code).toBe(UnsupportedChainIdError.code)
    expect(error.rpcCode).toBe(5710)
    expect(toWalletError(Object.assign(new Error('x'), { code: 5710 }))).toBeInstanceOf(
      UnsupportedChainIdError,
    )
    expect(error.message).toMatchInlineSnapshot(
      `"The wallet does not support the requested chain ID."`,
    )
  })
  test('DuplicateCallsIdError', () => {
    const error = new DuplicateCallsIdError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('DuplicateCallsIdError')
    expect(error.code).toBe(DuplicateCallsIdError.code)
    expect(error.rpcCode).toBe(5720)
    expect(toWalletError(Object.assign(new Error('x'), { code: 5720 }))).toBeInstanceOf(
      DuplicateCallsIdError,
    )
    expect(error.message).toMatchInlineSnapshot(
      `"There is already a bundle submitted with this ID."`,
    )
  })
  test('UnknownCallsIdError', () => {
    const error = new UnknownCallsIdError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('UnknownCallsIdError')
    expect(error.code).toBe(UnknownCallsIdError.code)
    expect(error.rpcCode).toBe(5730)
    expect(toWalletError(Object.assign(new Error('x'), { code: 5730 }))).toBeInstanceOf(
      UnknownCallsIdError,
    )
    expect(error.message).toMatchInlineSnapshot(`"This bundle ID is unknown to the wallet."`)
  })
  test('CallsBundleTooLargeError', () => {
    const error = new CallsBundleTooLargeError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('CallsBundleTooLargeError')
    expect(error.code).toBe(CallsBundleTooLargeError.code)
    expect(error.rpcCode).toBe(5740)
    expect(toWalletError(Object.assign(new Error('x'), { code: 5740 }))).toBeInstanceOf(
      CallsBundleTooLargeError,
    )
    expect(error.message).toMatchInlineSnapshot(
      `"The call bundle is too large for the wallet to process."`,
    )
  })
  test('AtomicUpgradeRejectedError', () => {
    const error = new AtomicUpgradeRejectedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('AtomicUpgradeRejectedError')
    expect(error.code).toBe(AtomicUpgradeRejectedError.code)
    expect(error.rpcCode).toBe(5750)
    expect(toWalletError(Object.assign(new Error('x'), { code: 5750 }))).toBeInstanceOf(
      AtomicUpgradeRejectedError,
    )
    expect(error.message).toMatchInlineSnapshot(`"The user rejected the atomic upgrade."`)
  })
  test('AtomicityNotSupportedError', () => {
    const error = new AtomicityNotSupportedError()
    expect(error).toBeInstanceOf(FoyerError)
    expect(error.name).toBe('AtomicityNotSupportedError')
    expect(error.code).toBe(AtomicityNotSupportedError.code)
    expect(error.rpcCode).toBe(5760)
    expect(toWalletError(Object.assign(new Error('x'), { code: 5760 }))).toBeInstanceOf(
      AtomicityNotSupportedError,
    )
    expect(error.message).toMatchInlineSnapshot(`"The wallet does not support atomic execution."`)
  })
})

describe('snapshot coverage', () => {
  test('behavior: every leaf error class has an inline-snapshot test', async () => {
    const here = dirname(fileURLToPath(import.meta.url))
    // Every test file of this folder: a group of leaves may keep its snapshots in its own file.
    const tests = readdirSync(here)
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(here, file), 'utf8'))
      .join('\n')
    const files = readdirSync(here).filter((file) => /^[^.]+\.ts$/.test(file))
    const missing: string[] = []
    for (const file of files) {
      const module: Record<string, unknown> = await import(join(here, file))
      for (const [name, value] of Object.entries(module)) {
        const isLeaf =
          typeof value === 'function' && typeof (value as { code?: unknown }).code === 'string'
        if (isLeaf && !new RegExp(`test\\('${name}'`).test(tests)) missing.push(name)
      }
    }
    expect(missing).toEqual([])
  })
})
