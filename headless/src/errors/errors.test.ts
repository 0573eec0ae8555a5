import {
  BaseError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  encodeAbiParameters,
  FeeCapTooLowError,
  HttpRequestError,
  InsufficientFundsError,
  IntrinsicGasTooLowError,
  NonceTooHighError,
  RpcRequestError,
  TimeoutError,
  TransactionTypeNotSupportedError,
  UnknownRpcError,
  UserRejectedRequestError as ViemUserRejectedRequestError,
} from 'viem'
import { describe, expect, test } from 'vitest'
import {
  InvalidAppConfigurationError,
  InvalidProjectIdError,
  providerErrorToAlert,
  SessionExpiredError,
} from './alerts.js'
import { getApiErrorReason, HttpStatusError } from './api.js'
import { ConnectorNotFoundError, InvalidOptionError, NetworkNotFoundError } from './config.js'
import { FoyerError } from './FoyerError.js'
import { toFoyerError, UnknownError } from './generic.js'
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
  toNodeError,
} from './node.js'
import { getRpcErrorCode, toWalletError, UserRejectedRequestError, WalletRpcError } from './rpc.js'

describe('FoyerError', () => {
  test('default: message joins short message, meta messages and details', () => {
    const error = new FoyerError('X', 'Short.', { metaMessages: ['Rule: r'], details: 'd' })
    expect(error.message).toMatchInlineSnapshot(`
      "Short.

      Rule: r

      Details: d"
    `)
    expect(error.code).toBe('X')
  })
  test('behavior: walk returns the deepest cause or the first match', () => {
    const root = new Error('root')
    const middle = new FoyerError('M', 'middle', { cause: root })
    const top = new FoyerError('T', 'top', { cause: middle })
    expect(top.walk()).toBe(root)
    expect(top.walk((error) => error instanceof FoyerError && error.code === 'M')).toBe(middle)
    expect(top.walk(() => false)).toBeNull()
    expect(top.details).toBe('root')
  })
})

describe('leaf errors', () => {
  test('UserRejectedRequestError', () => {
    const error = new UserRejectedRequestError()
    expect(error.shortMessage).toMatchInlineSnapshot(`"User rejected the request."`)
    expect([error.code, error.rpcCode, error.name]).toEqual([
      'USER_REJECTED',
      4001,
      'UserRejectedRequestError',
    ])
  })
  test('WalletRpcError', () => {
    expect(new WalletRpcError(4902).shortMessage).toMatchInlineSnapshot(`"Unrecognized chain ID."`)
    // An unknown code reads viem's sentence when viem raised it, else the wallet's own message,
    // else 'Unknown error'.
    const viemUnknown = new UnknownRpcError(new Error('x'))
    expect(new WalletRpcError(1234, { cause: viemUnknown }).shortMessage).toBe(
      viemUnknown.shortMessage,
    )
    expect(
      new WalletRpcError(1234, { cause: { code: 1234, message: 'Vault locked' } }).shortMessage,
    ).toBe('Vault locked')
    expect(new WalletRpcError(1234).shortMessage).toBe('Unknown error')
    expect(new WalletRpcError(undefined).metaMessages).toEqual(['RPC code: none'])
  })
  test('ConnectorNotFoundError', () => {
    expect(new ConnectorNotFoundError('x').message).toMatchInlineSnapshot(`
      "Connector not found

      Connector id: x"
    `)
  })
  test('NetworkNotFoundError', () => {
    expect(new NetworkNotFoundError().shortMessage).toMatchInlineSnapshot(`"Network not found"`)
  })
  test('InvalidOptionError', () => {
    const error = new InvalidOptionError('Bad', { metaMessages: ['Option: x'] })
    expect(error.code).toBe('INVALID_OPTION')
    expect(error.message).toMatchInlineSnapshot(`
      "Bad

      Option: x"
    `)
  })
})

describe('toWalletError', () => {
  test('behavior: user rejection (4001) is distinguishable by code', () => {
    const error = toWalletError({ code: 4001, message: 'no' })
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect(error.code).toBe(UserRejectedRequestError.code)
  })
  test('behavior: a code nested in the cause chain is found', () => {
    const wrapped = new Error('outer', { cause: { code: 4001 } })
    expect(toWalletError(wrapped)).toBeInstanceOf(UserRejectedRequestError)
    const nested = new Error('outer', { cause: Object.assign(new Error('x'), { code: -32603 }) })
    expect((toWalletError(nested) as WalletRpcError).rpcCode).toBe(-32603)
  })
  test('behavior: Foyer errors pass through; unknown errors become WalletRpcError', () => {
    const own = new NetworkNotFoundError()
    expect(toWalletError(own)).toBe(own)
    expect(toWalletError('boom')).toBeInstanceOf(WalletRpcError)
    expect(getRpcErrorCode(null)).toBeUndefined()
  })
})

describe('providerErrorToAlert', () => {
  test('behavior: provider messages map to their alerts', () => {
    expect(providerErrorToAlert('Unauthorized: origin not allowed')).toBeInstanceOf(
      InvalidAppConfigurationError,
    )
    expect(
      providerErrorToAlert('JWT validation error: JWT Token is not yet valid (nbf)'),
    ).toBeInstanceOf(SessionExpiredError)
    expect(providerErrorToAlert('Unauthorized: invalid key')).toBeInstanceOf(InvalidProjectIdError)
  })
  test('behavior: other messages map to nothing', () => {
    expect(providerErrorToAlert('Bad gateway')).toBeUndefined()
    expect(providerErrorToAlert(undefined)).toBeUndefined()
  })
})

describe('getApiErrorReason', () => {
  test('behavior: API error reasons use the first description if present', () => {
    expect(
      getApiErrorReason({ reasons: [{ description: 'first' }, { description: 'second' }] }),
    ).toBe('first')
  })
  test('behavior: falls back to message, else nothing', () => {
    expect(getApiErrorReason({ reasons: [{}], message: 'm' })).toBe('m')
    expect(getApiErrorReason({ reasons: [] })).toBeUndefined()
    expect(getApiErrorReason('text')).toBeUndefined()
    expect(getApiErrorReason(null)).toBeUndefined()
  })
})

describe('HttpStatusError', () => {
  test('behavior: 403 and 503 are named; reason and Retry-After are kept', () => {
    const error = new HttpStatusError(403, {
      body: { reasons: [{ description: 'Unauthorized: origin not allowed' }] },
      retryAfter: '2',
    })
    expect(error.shortMessage).toBe('HTTP status code: 403')
    expect(error.statusName).toBe('Forbidden')
    expect(error.reason).toBe('Unauthorized: origin not allowed')
    expect(error.retryAfter).toBe('2')
    expect(new HttpStatusError(404).statusName).toBeUndefined()
  })
})

describe('toFoyerError', () => {
  test('behavior: Foyer errors pass through, others become UnknownError', () => {
    const own = new NetworkNotFoundError()
    expect(toFoyerError(own)).toBe(own)
    const wrapped = toFoyerError(new Error('boom'))
    expect(wrapped).toBeInstanceOf(UnknownError)
    expect(wrapped.details).toBe('boom')
  })
})

describe('toNodeError', () => {
  test('behavior: reverts carry the decoded reason', () => {
    const reverted = new ContractFunctionRevertedError({
      abi: [],
      functionName: 'transfer',
      message: 'Not enough',
    })
    const error = toNodeError(new BaseError('outer', { cause: reverted }))
    expect(error).toBeInstanceOf(ContractRevertedError)
    expect((error as ContractRevertedError).reason).toBe('Not enough')
  })
  test('behavior: panics carry their description', () => {
    const data =
      `0x4e487b71${encodeAbiParameters([{ type: 'uint256' }], [0x11n]).slice(2)}` as const
    const error = toNodeError(
      new ContractFunctionRevertedError({ abi: [], functionName: 'f', data }),
    )
    expect((error as ContractRevertedError).reason).toMatch(/underflow or overflow/)
  })
  test('behavior: node reverts read the reason from the node message', () => {
    const error = toNodeError(new ExecutionRevertedError({ message: 'execution reverted: nope' }))
    expect((error as ContractRevertedError).reason).toBe('nope')
  })
  test('behavior: nonce, funds, fee cap, gas and transaction type are typed', () => {
    expect(toNodeError(new NonceTooHighError())).toBeInstanceOf(TransactionNonceError)
    expect(toNodeError(new InsufficientFundsError())).toBeInstanceOf(
      TransactionInsufficientFundsError,
    )
    expect(toNodeError(new FeeCapTooLowError())).toBeInstanceOf(TransactionFeeCapError)
    expect(toNodeError(new IntrinsicGasTooLowError())).toBeInstanceOf(TransactionGasError)
    expect(toNodeError(new TransactionTypeNotSupportedError({}))).toBeInstanceOf(
      TransactionTypeUnsupportedError,
    )
  })
  test('behavior: HTTP 503 and 403 are named', () => {
    const error = toNodeError(new HttpRequestError({ url: 'http://127.0.0.1', status: 503 }))
    expect(error).toBeInstanceOf(RpcHttpError)
    expect((error as RpcHttpError).statusName).toBe('Service Unavailable')
    expect(
      toNodeError(new HttpRequestError({ url: 'http://x', status: 403 })).metaMessages,
    ).toEqual(['Status: 403 Forbidden'])
    expect((toNodeError(new HttpRequestError({ url: 'http://x' })) as RpcHttpError).status).toBe(
      undefined,
    )
  })
  test('behavior: timeouts and raw RPC failures are typed', () => {
    expect(toNodeError(new TimeoutError({ body: {}, url: 'http://x' }))).toBeInstanceOf(
      RpcTimeoutError,
    )
    const raw = new RpcRequestError({ body: {}, error: { code: 7, message: 'x' }, url: 'u' })
    expect(toNodeError(raw)).toBeInstanceOf(RpcRequestFailedError)
  })
  test('behavior: user rejection inside a viem error stays its own code', () => {
    const rejected = new ViemUserRejectedRequestError(new Error('no'))
    expect(toNodeError(new BaseError('outer', { cause: rejected }))).toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
  test('behavior: unknown RPC errors read viem’s sentence; Foyer errors pass', () => {
    const unknown = toNodeError(new UnknownRpcError(new Error('x')))
    expect(unknown.shortMessage).toBe(new UnknownRpcError(new Error()).shortMessage)
    const own = new NetworkNotFoundError()
    expect(toNodeError(own)).toBe(own)
    expect(toNodeError('weird')).toBeInstanceOf(WalletRpcError)
  })
})
