import { describe, expect, test } from 'vitest'
import { ConnectorNotFoundError, InvalidOptionError, NetworkNotFoundError } from './config.js'
import { FoyerError } from './FoyerError.js'
import {
  getRpcErrorCode,
  toWalletError,
  UserRejectedRequestError,
  unknownRpcErrorMessage,
  WalletRpcError,
} from './rpc.js'

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
    expect(new WalletRpcError(1234).shortMessage).toBe(unknownRpcErrorMessage)
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
    expect(new InvalidOptionError('Bad').code).toBe('INVALID_OPTION')
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
