import fc from 'fast-check'
import {
  BaseError,
  ExecutionRevertedError,
  HttpRequestError,
  NonceTooHighError,
  TimeoutError,
  UnknownRpcError,
} from 'viem'
import { describe, expect, test } from 'vitest'
import {
  anyNumber,
  anyString,
  anyValue,
  longCauseChain,
  parameters,
  returns,
  withHostileExamples,
} from '../test/properties.js'
import { providerErrorToAlert } from './alerts.js'
import { getApiErrorReason } from './api.js'
import { FoyerError } from './FoyerError.js'
import { toFoyerError, UnknownError } from './generic.js'
import { CAUSE_CHAIN_MAX_DEPTH, causeChain, describeValue, readProperty } from './inspect.js'
import { toNodeError } from './node.js'
import {
  getRpcErrorCode,
  toWalletError,
  UserRejectedRequestError,
  unknownRpcCodeMessage,
  WalletRpcError,
} from './rpc.js'

// Property-based: the error mappers take anything a wallet, a node or an API may throw and
// return a Foyer error — they never throw themselves and never hang, whatever the cause chain.

/** Errors causing each other: a → b → a. */
function cycle<error extends Error>(a: error, b: Error): error {
  a.cause = b
  b.cause = a
  return a
}

/** Anything thrown, and the same wrapped in viem's errors and plain Errors. */
const anyThrown = fc.oneof(
  anyValue,
  anyValue.map((cause) => new Error('wrapped', { cause })),
  // Assigned after construction: viem's constructor reads its cause's getters.
  anyValue.map((cause) => Object.assign(new BaseError('wrapped'), { cause })),
  fc.constantFrom(
    cycle(new Error('a'), new Error('b')),
    cycle(new BaseError('a'), new BaseError('b')),
    cycle(new UnknownRpcError(new Error('x')), new Error('b')),
    longCauseChain(10_000),
    longCauseChain(10_000, Object.assign(new Error('wallet'), { code: 4001 })),
  ),
)

describe('error mappers', () => {
  test('property: toFoyerError returns a FoyerError for anything', () => {
    fc.assert(
      fc.property(anyThrown, (thrown) => {
        const error = returns(() => toFoyerError(thrown))
        expect(error).toBeInstanceOf(FoyerError)
        if (thrown instanceof FoyerError) expect(error).toBe(thrown)
        else expect(error).toBeInstanceOf(UnknownError)
      }),
      withHostileExamples(),
    )
  })
  test('property: toWalletError returns a wallet leaf for anything', () => {
    fc.assert(
      fc.property(anyThrown, (thrown) => {
        const error = returns(() => toWalletError(thrown))
        if (thrown instanceof FoyerError) return void expect(error).toBe(thrown)
        expect([UserRejectedRequestError, WalletRpcError]).toContain(error.constructor)
        expect(error.shortMessage).toMatch(/\S/)
      }),
      withHostileExamples(),
    )
  })
  test('property: toNodeError returns a FoyerError for anything', () => {
    fc.assert(
      fc.property(anyThrown, (thrown) => {
        expect(returns(() => toNodeError(thrown))).toBeInstanceOf(FoyerError)
      }),
      withHostileExamples(),
    )
  })
  test('property: getRpcErrorCode reads a number or nothing', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyThrown,
          anyNumber.map((code) => ({ code })),
        ),
        (thrown) => {
          const code = returns(() => getRpcErrorCode(thrown))
          expect(code === undefined || typeof code === 'number').toBe(true)
        },
      ),
      withHostileExamples(),
    )
  })
  test('property: unknownRpcCodeMessage always has a sentence', () => {
    fc.assert(
      fc.property(anyThrown, (thrown) => {
        expect(returns(() => unknownRpcCodeMessage(thrown))).toMatch(/./)
      }),
      withHostileExamples(),
    )
  })
  test('property: getApiErrorReason reads a non-empty string or nothing', () => {
    const body = fc.oneof(
      anyValue,
      fc.record({ reasons: fc.array(fc.record({ description: anyValue })), message: anyValue }),
      fc.record({ reasons: anyValue, message: anyString }),
    )
    fc.assert(
      fc.property(body, (value) => {
        const reason = returns(() => getApiErrorReason(value))
        expect(reason === undefined || (typeof reason === 'string' && reason !== '')).toBe(true)
      }),
      withHostileExamples(),
    )
  })
  test('property: providerErrorToAlert gives an alert or nothing', () => {
    fc.assert(
      fc.property(fc.option(anyString, { nil: undefined }), (message) => {
        const alert = returns(() => providerErrorToAlert(message))
        expect(alert === undefined || alert instanceof FoyerError).toBe(true)
      }),
      parameters,
    )
  })
  test('property: FoyerError takes any cause and walks it to an end', () => {
    fc.assert(
      fc.property(anyThrown, (cause) => {
        const error = returns(() => new FoyerError('X', 'x', { cause }))
        expect(error.details === undefined || typeof error.details === 'string').toBe(true)
        returns(() => error.walk())
        expect(returns(() => error.walk(() => false))).toBeNull()
      }),
      withHostileExamples(),
    )
  })
  test('property: describeValue and readProperty never throw', () => {
    fc.assert(
      fc.property(anyValue, anyString, (value, key) => {
        expect(typeof returns(() => describeValue(value))).toBe('string')
        returns(() => readProperty(value, key))
      }),
      withHostileExamples('code'),
    )
  })
})

// Before the walks were bounded, toWalletError and unknownRpcCodeMessage looped for ever on a
// cycle, and FoyerError.walk and toNodeError (viem's walk) overflowed the stack.
describe('bounded cause chains', () => {
  test('behavior: toWalletError ends on a cycle without a wallet code', () => {
    const error = toWalletError(cycle(new Error('a'), new Error('b')))
    expect(error).toBeInstanceOf(WalletRpcError)
    expect((error as WalletRpcError).rpcCode).toBeUndefined()
    expect(error.shortMessage).toBe('a')
  })
  test('behavior: unknownRpcCodeMessage ends on a cycle', () => {
    expect(unknownRpcCodeMessage(cycle(new Error('a'), new Error('b')))).toBe('a')
  })
  test('behavior: walk ends at the first error seen twice', () => {
    const a = cycle(new Error('a'), new Error('b'))
    expect([...causeChain(a)]).toEqual([a, a.cause])
    const top = new FoyerError('T', 'top', { cause: a })
    expect(top.walk()).toBe(a.cause)
    expect(top.walk(() => false)).toBeNull()
    expect(top.walk((error) => error === a)).toBe(a)
  })
  test('behavior: a wallet code inside a cycle is still found', () => {
    const wallet = cycle(Object.assign(new Error('no'), { code: 4001 }), new Error('wrap'))
    expect(toWalletError(new Error('outer', { cause: wallet }))).toBeInstanceOf(
      UserRejectedRequestError,
    )
  })
  test('behavior: a 10 000-long chain is cut at CAUSE_CHAIN_MAX_DEPTH', () => {
    const long = longCauseChain(10_000, Object.assign(new Error('deep'), { code: 4001 }))
    expect([...causeChain(long)]).toHaveLength(CAUSE_CHAIN_MAX_DEPTH)
    const top = new FoyerError('T', 'top', { cause: long })
    expect(top.walk()).toBe([...causeChain(top)].at(-1))
    expect((top.walk() as Error).message).toBe(`level ${10_000 - CAUSE_CHAIN_MAX_DEPTH + 1}`)
    // The wallet's code lies beyond the bound: the error is a WalletRpcError with no code.
    expect(toWalletError(long)).toBeInstanceOf(WalletRpcError)
    expect(unknownRpcCodeMessage(long)).toBe('level 9999')
  })
  test('behavior: viem errors in a cycle map without recursing', () => {
    const timeout = new TimeoutError({ body: {}, url: 'http://127.0.0.1' })
    const http = new HttpRequestError({ url: 'http://127.0.0.1', cause: timeout })
    cycle(http, timeout)
    expect(toNodeError(http).code).toBe('RPC_TIMEOUT')
    const reverted = cycle(new BaseError('call failed'), new ExecutionRevertedError())
    expect(toNodeError(reverted).code).toBe('CONTRACT_REVERTED')
    const nonce = cycle(new BaseError('send failed'), new NonceTooHighError())
    expect(toNodeError(nonce).code).toBe('TRANSACTION_NONCE')
    const selfCaused = new BaseError('self')
    selfCaused.cause = selfCaused
    expect(toNodeError(selfCaused)).toBeInstanceOf(WalletRpcError)
    expect(toNodeError(cycle(new BaseError('x'), new UnknownRpcError(new Error('u')))).code).toBe(
      WalletRpcError.code,
    )
  })
  test('behavior: a wallet error whose getters throw still maps', () => {
    const hostile = Object.defineProperty(new Error('x'), 'code', {
      get() {
        throw new Error('getter')
      },
    })
    expect(toWalletError(hostile)).toBeInstanceOf(WalletRpcError)
    expect(getRpcErrorCode(hostile)).toBeUndefined()
  })
})
