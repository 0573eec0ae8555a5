import { afterEach, describe, expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { getAccount } from '../actions/getAccount.js'
import { sendTransaction } from '../actions/sendTransaction.js'
import { signMessage } from '../actions/signMessage.js'
import { InvalidParameterError } from '../errors/parameters.js'
import { TransactionAddressError } from '../errors/validation.js'
import { connectedFoyer } from '../test/publicCalls.js'
import { testFoyer, unmountAll } from '../test/testFoyer.js'
import { assertParameter, assertParameters, parameterRules as is } from './parameters.js'

afterEach(unmountAll)

/** What an assertion threw. */
function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('did not throw')
}

describe('assertParameters', () => {
  test('default: an object whose fields pass their rules', () => {
    expect(() => assertParameters({ to: '0x', value: 1n }, { to: is.string })).not.toThrow()
    expect(() => assertParameters(undefined, {}, { optional: true })).not.toThrow()
  })

  test('error: no parameters object names `parameters`', () => {
    for (const value of [undefined, null, 42, 'x', []]) {
      const error = thrown(() => assertParameters(value)) as InvalidParameterError
      expect(error).toBeInstanceOf(InvalidParameterError)
      expect(error.parameter).toBe('parameters')
    }
  })

  test('error: a field of the wrong type names the field, the rule and the value', () => {
    const error = thrown(() => assertParameters({ message: 42 }, { message: is.string }))
    expect((error as InvalidParameterError).parameter).toBe('parameters.message')
    expect((error as Error).message).toMatchInlineSnapshot(`
      "Invalid parameter

      Parameter: parameters.message
      Rule: a string
      Provided: 42 (number)"
    `)
  })

  test('parameters: name — a factory names its options', () => {
    const error = thrown(() => assertParameters(null, {}, { name: 'options' }))
    expect((error as InvalidParameterError).parameter).toBe('options')
  })

  test('behavior: a huge value is cut short in the message', () => {
    const error = thrown(() => assertParameter('to', 'x'.repeat(100_000), is.number)) as Error
    expect(error.message.length).toBeLessThan(300)
    expect(error.message).toContain('… (100000)')
  })

  test('behavior: a getter that throws reads as invalid, not as a crash', () => {
    const hostile = Object.defineProperty({}, 'to', {
      get() {
        throw new Error('no')
      },
    })
    const error = thrown(() => assertParameters(hostile, { to: is.string })) as Error
    expect(error).toBeInstanceOf(InvalidParameterError)
    expect(error.message).toContain('Provided: (a getter that throws)')
  })

  test('behavior: the rules', () => {
    expect(is.number.test(Number.NaN)).toBe(false)
    expect(is.nonNegativeNumber.test(Number.POSITIVE_INFINITY)).toBe(true)
    expect(is.nonNegativeInteger.test(1.5)).toBe(false)
    expect(is.hex.test('0x12ab')).toBe(true)
    expect(is.hex.test('12ab')).toBe(false)
    expect(is.url.test('http://127.0.0.1:1')).toBe(true)
    expect(is.url.test('not a url')).toBe(false)
    expect(is.namespace.test('eip155')).toBe(true)
    expect(is.namespace.test(' ')).toBe(false)
    expect(is.chain.test({ id: 1, name: 'x', rpcUrls: { default: { http: [] } } })).toBe(true)
    expect(is.chain.test({ id: 1 })).toBe(false)
    expect(is.optional(is.string).test(undefined)).toBe(true)
    expect(is.oneOf(['a', 'b']).rule).toBe('one of a, b')
  })
})

describe('actions refuse bad input before the wallet', () => {
  test('error: no instance names `foyer`', async () => {
    const error = await signMessage(undefined as never, { message: 'x' }).catch((e) => e)
    expect(error).toBeInstanceOf(InvalidParameterError)
    expect(error.parameter).toBe('foyer')
  })

  test('error: a missing message names `parameters.message`, and nothing reached the wallet', async () => {
    const { foyer, wallet } = testFoyer()
    await connect(foyer, { connector: 'test.fake' })
    const error = await signMessage(foyer, {} as never).catch((e) => e)
    expect(error).toBeInstanceOf(InvalidParameterError)
    expect(error.parameter).toBe('parameters.message')
    expect(wallet.calls).not.toContain('personal_sign')
    expect(getAccount(foyer).status).toBe('connected')
  })

  test('error: a `to` that is no address is TransactionAddressError', async () => {
    const foyer = await connectedFoyer()
    await expect(sendTransaction(foyer, { to: 'hello', value: 1n })).rejects.toBeInstanceOf(
      TransactionAddressError,
    )
  })
})
