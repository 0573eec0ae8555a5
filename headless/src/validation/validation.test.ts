import { describe, expect, test } from 'vitest'
import { EmailLoginRateLimitError, RpcMethodNotAllowedError } from '../errors/auth.js'
import { UnsupportedChainError } from '../errors/chain.js'
import { InvalidThemeModeError } from '../errors/config.js'
import { FoyerError } from '../errors/FoyerError.js'
import { ValidationFailedError } from '../errors/generic.js'
import { AddressOrAuthConnectorNotFoundError } from '../errors/names.js'
import { SendAmountAndReceiverRequiredError, SendTokenRequiredError } from '../errors/send.js'
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
} from '../errors/validation.js'
import {
  encodeContractArguments,
  toAbiEncodingError,
  validateContractArguments,
} from './contractArguments.js'
import { assertEmail, validateEmail } from './email.js'
import { assertEmailLoginAllowed, emailLoginWaitSeconds } from './emailLoginCooldown.js'
import {
  assertName,
  assertNameRegistration,
  isValidName,
  nameLabel,
  nameRule,
  validateName,
} from './name.js'
import { assertOtp, isOtpComplete, validateOtp } from './otp.js'
import { classifyResponseString, isSignedMessage, isTransactionHash } from './responseString.js'
import { assertValid, firstError, validationResult } from './result.js'
import { assertRpcMethodAllowed, classifyRpcMethod } from './rpcMethods.js'
import { assertSendCalls, validateSendCalls } from './sendCalls.js'
import { assertSendForm, validateSendForm } from './sendForm.js'
import { assertSocialProvider, isSocialProvider, validateSocialProvider } from './socialProvider.js'
import { assertSolanaSendOptions, validateSolanaSendOptions } from './solanaSendOptions.js'
import { assertThemeMode, isThemeMode, validateThemeMode } from './themeMode.js'
import { assertTransactionRequest, validateTransactionRequest } from './transactionRequest.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('result helpers', () => {
  test('behavior: assertValid throws the first invalid field', () => {
    const error = new InvalidEmailError()
    expect(() =>
      assertValid(validationResult({ a: { valid: true }, b: { valid: false, error } })),
    ).toThrow(error)
    expect(() => assertValid(validationResult({ a: { valid: true } }))).not.toThrow()
  })
  test('error: invalid without issues gives Validation failed but no issues detected', () => {
    expect(() => assertValid({ valid: false, fields: {} })).toThrowError(ValidationFailedError)
    expect(firstError({ valid: false, fields: {} })).toBeUndefined()
  })
})

describe('email', () => {
  test('behavior: a valid email passes and is trimmed', () => {
    expect(validateEmail('ada@example.com').valid).toBe(true)
    expect(assertEmail('  ada@example.co.uk ')).toBe('ada@example.co.uk')
  })
  test('error: invalid email', () => {
    for (const value of ['ada', 'ada@', '@example.com', 'ada@example', 'a da@x.io', 42]) {
      expect(validateEmail(value).valid).toBe(false)
    }
    expect(() => assertEmail('nope')).toThrowError(InvalidEmailError)
  })
})

describe('one-time code', () => {
  test('behavior: a string of 6 digits', () => {
    expect(validateOtp('123456').valid).toBe(true)
    expect(() => assertOtp('123456')).not.toThrow()
    expect(isOtpComplete('12345')).toBe(false)
    expect(isOtpComplete('123456')).toBe(true)
  })
  test('error: not a string of 6 digits', () => {
    for (const value of [123456, '12345', '1234567', '12a456', undefined]) {
      expect(validateOtp(value).valid).toBe(false)
    }
    expect(() => assertOtp(123456)).toThrowError(InvalidOtpError)
  })
})

describe('social provider', () => {
  test('behavior: google, github, apple, facebook, x, discord', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord']) {
      expect(isSocialProvider(provider)).toBe(true)
    }
    expect(validateSocialProvider('x').valid).toBe(true)
  })
  test('error: any other provider', () => {
    expect(isSocialProvider('myspace')).toBe(false)
    expect(() => assertSocialProvider('farcaster')).toThrowError(InvalidSocialProviderError)
  })
})

describe('theme mode', () => {
  test('behavior: light or dark', () => {
    expect(isThemeMode('light')).toBe(true)
    expect(validateThemeMode('dark').valid).toBe(true)
  })
  test('error: anything else', () => {
    expect(() => assertThemeMode('blue')).toThrowError(InvalidThemeModeError)
  })
})

describe('name registration', () => {
  test('behavior: letters, digits and hyphen, at least 4', () => {
    expect(isValidName('ada-99')).toBe(true)
    expect(isValidName('abcd')).toBe(true)
    expect(validateName('ABC1').valid).toBe(true)
  })
  test('error: too short or other characters', () => {
    for (const name of ['abc', 'ada_lovelace', 'ada.eth', 'ada lovelace', '', 1234]) {
      expect(isValidName(name)).toBe(false)
    }
    expect(() => assertName('abc')).toThrowError(InvalidNameError)
    const result = validateName('abc').fields.name
    expect(result.valid || result.error.metaMessages).toContain(`Rule: ${nameRule}`)
  })
  test('default: the rule in words, and a full name’s label', () => {
    expect(nameRule).toBe('Letters, digits and hyphens, at least 4 characters.')
    expect(nameLabel('ada-l.reown.id')).toBe('ada-l')
    expect(nameLabel('ada-l.wcn.id')).toBe('ada-l')
    expect(nameLabel('ada-l')).toBe('ada-l')
  })
  test('error: registration requires the auth connector and an active address', () => {
    expect(() =>
      assertNameRegistration({ name: 'abcd', address: undefined, hasAuthConnector: true }),
    ).toThrowError(AddressOrAuthConnectorNotFoundError)
    expect(() =>
      assertNameRegistration({ name: 'abcd', address, hasAuthConnector: false }),
    ).toThrowError(AddressOrAuthConnectorNotFoundError)
    expect(() =>
      assertNameRegistration({ name: 'ab', address, hasAuthConnector: true }),
    ).toThrowError(InvalidNameError)
    expect(() =>
      assertNameRegistration({ name: 'abcd', address, hasAuthConnector: true }),
    ).not.toThrow()
  })
})

describe('response strings', () => {
  const hash = `0x${'a'.repeat(64)}`
  test('behavior: a transaction hash is 0x plus 64 hex digits', () => {
    expect(isTransactionHash(hash)).toBe(true)
    expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
    expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false)
    expect(classifyResponseString(hash)).toBe('transaction')
  })
  test('behavior: a signed message is 0x plus 62 or more hex digits', () => {
    expect(isSignedMessage(`0x${'b'.repeat(62)}`)).toBe(true)
    expect(isSignedMessage(`0x${'b'.repeat(130)}`)).toBe(true)
    expect(isSignedMessage(`0x${'b'.repeat(61)}`)).toBe(false)
    expect(classifyResponseString(`0x${'b'.repeat(130)}`)).toBe('signature')
    expect(classifyResponseString('hello')).toBe('other')
    expect(classifyResponseString(42)).toBe('other')
  })
})

describe('wallet_sendCalls', () => {
  test('behavior: to starts with 0x; optional data starts with 0x', () => {
    expect(validateSendCalls([{ to: address }, { to: address, data: '0x1234' }]).valid).toBe(true)
  })
  test('error: per-field results name the broken call', () => {
    const result = validateSendCalls([{ to: address }, { to: 'abc', data: 'zz' }])
    expect(result.valid).toBe(false)
    expect(result.fields['calls[0].to']?.valid).toBe(true)
    expect(result.fields['calls[1].to']?.valid).toBe(false)
    expect(result.fields['calls[1].data']?.valid).toBe(false)
    expect(() => assertSendCalls([{ data: '0x' }])).toThrowError(InvalidSendCallsError)
    expect(() => assertSendCalls([])).toThrowError(InvalidSendCallsError)
    expect(() => assertSendCalls([null])).toThrowError(InvalidSendCallsError)
    expect(() => assertSendCalls([{ to: address }])).not.toThrow()
  })
})

describe('Solana sign-and-send options', () => {
  test('behavior: every allowed value passes; absent options are valid', () => {
    expect(
      validateSolanaSendOptions({
        skipPreflight: true,
        preflightCommitment: 'singleGossip',
        maxRetries: 0,
        minContextSlot: 12,
      }).valid,
    ).toBe(true)
    expect(validateSolanaSendOptions(undefined).valid).toBe(true)
  })
  test('error: values outside the rules', () => {
    const result = validateSolanaSendOptions({
      skipPreflight: 'yes',
      preflightCommitment: 'eventually',
      maxRetries: -1,
      minContextSlot: 1.5,
    })
    expect(Object.values(result.fields).map((field) => field.valid)).toEqual([
      false,
      false,
      false,
      false,
    ])
    expect(() => assertSolanaSendOptions({ maxRetries: 'x' })).toThrowError(
      InvalidSolanaSendOptionsError,
    )
    expect(() => assertSolanaSendOptions({ preflightCommitment: 'max' })).not.toThrow()
  })
})

describe('transaction request', () => {
  test('default: a plain request is valid', () => {
    expect(
      validateTransactionRequest({ from: address, to: address, chainId: 1, gasPrice: 1n }).valid,
    ).toBe(true)
    expect(validateTransactionRequest({ to: null, maxFeePerGas: '0x10' }).valid).toBe(true)
  })
  test('error: gasPrice not with EIP-1559 fees', () => {
    expect(() => assertTransactionRequest({ gasPrice: 1n, maxPriorityFeePerGas: 1n })).toThrowError(
      TransactionFeeConflictError,
    )
  })
  test('error: maxFeePerGas at most 2^256-1', () => {
    expect(() => assertTransactionRequest({ maxFeePerGas: 2n ** 256n })).toThrowError(
      TransactionFeeCapTooHighError,
    )
    expect(() => assertTransactionRequest({ maxFeePerGas: 'zz' })).toThrowError(
      TransactionFeeCapTooHighError,
    )
    expect(() => assertTransactionRequest({ maxFeePerGas: 2n ** 256n - 1n })).not.toThrow()
  })
  test('error: tip not above the fee cap', () => {
    expect(() =>
      assertTransactionRequest({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }),
    ).toThrowError(TransactionTipAboveFeeCapError)
  })
  test('error: addresses must be valid', () => {
    expect(() => assertTransactionRequest({ to: '0x123' })).toThrowError(TransactionAddressError)
    expect(() =>
      assertTransactionRequest({ from: '0xF39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }),
    ).toThrowError(TransactionAddressError)
  })
  test('error: chain id must be positive', () => {
    expect(() => assertTransactionRequest({ chainId: 0 })).toThrowError(TransactionChainIdError)
    expect(() => assertTransactionRequest({ chainId: 'abc' })).toThrowError(TransactionChainIdError)
  })
})

describe('contract argument encoding', () => {
  test('default: encodes with viem', () => {
    expect(encodeContractArguments([{ type: 'bool' }], [true])).toBe(`0x${'0'.repeat(63)}1`)
    expect(validateContractArguments([{ type: 'uint8' }], [255]).valid).toBe(true)
  })
  test('error: array length', () => {
    expect(() => encodeContractArguments([{ type: 'uint256[2]' }], [[1n]])).toThrowError(
      AbiArrayLengthError,
    )
    expect(() => encodeContractArguments([{ type: 'uint256' }], [1n, 2n])).toThrowError(
      AbiArrayLengthError,
    )
    expect(() => encodeContractArguments([{ type: 'uint256[]' }], [1n])).toThrowError(
      AbiArrayLengthError,
    )
  })
  test('error: bool type', () => {
    expect(() => encodeContractArguments([{ type: 'bool' }], ['yes'])).toThrowError(AbiBoolError)
  })
  test('error: address validity', () => {
    expect(() => encodeContractArguments([{ type: 'address' }], ['0x12'])).toThrowError(
      AbiAddressError,
    )
  })
  test('error: integer range', () => {
    expect(() => encodeContractArguments([{ type: 'uint8' }], [256])).toThrowError(
      AbiIntegerRangeError,
    )
    expect(() => encodeContractArguments([{ type: 'int8' }], [-129])).toThrowError(
      AbiIntegerRangeError,
    )
    expect(validateContractArguments([{ type: 'uint8' }], [-1]).fields.arguments.valid).toBe(false)
  })
  test('error: bytes size', () => {
    expect(() => encodeContractArguments([{ type: 'bytes2' }], ['0x123456'])).toThrowError(
      AbiBytesSizeError,
    )
  })
  test('error: other encoding errors keep viem’s message in details', () => {
    const error = toAbiEncodingError(new Error('odd'))
    expect(error).toBeInstanceOf(AbiEncodingError)
    expect(error.details).toBe('odd')
    expect(() => encodeContractArguments([{ type: 'function2' }], ['0x'])).toThrowError(FoyerError)
  })
})

describe('send form', () => {
  const token = { symbol: 'ETH' }
  test('default: amount, receiver and token on a send namespace', () => {
    expect(
      validateSendForm({ token, amount: '0.1', receiverAddress: address, chainNamespace: 'eip155' })
        .valid,
    ).toBe(true)
    expect(() =>
      assertSendForm({ token, amount: 1, receiverAddress: 'x', chainNamespace: 'solana' }),
    ).not.toThrow()
  })
  test('error: An amount and receiver address are required', () => {
    for (const amount of [undefined, '', '0', 'abc']) {
      expect(() =>
        assertSendForm({ token, amount, receiverAddress: address, chainNamespace: 'eip155' }),
      ).toThrowError(SendAmountAndReceiverRequiredError)
    }
    const result = validateSendForm({
      token,
      amount: '1',
      receiverAddress: '',
      chainNamespace: 'eip155',
    })
    expect(result.fields.receiverAddress.valid).toBe(false)
  })
  test('error: A token is required', () => {
    expect(() =>
      assertSendForm({
        token: undefined,
        amount: '1',
        receiverAddress: address,
        chainNamespace: 'eip155',
      }),
    ).toThrowError(SendTokenRequiredError)
  })
  test('error: unsupported namespaces give Unsupported chain', () => {
    expect(() =>
      assertSendForm({ token, amount: '1', receiverAddress: 'x', chainNamespace: 'bip122' }),
    ).toThrowError(UnsupportedChainError)
  })
})

describe('email login cooldown', () => {
  test('behavior: a second email login within 30 s throws with the seconds left, rounded up', () => {
    expect(() => assertEmailLoginAllowed(1_000, 1_000 + 10_500)).toThrowError(
      'Please try again after 20 seconds',
    )
    try {
      assertEmailLoginAllowed(0, 29_001)
    } catch (error) {
      expect(error).toBeInstanceOf(EmailLoginRateLimitError)
      expect((error as EmailLoginRateLimitError).seconds).toBe(1)
    }
  })
  test('behavior: allowed with no previous login or after 30 s', () => {
    expect(emailLoginWaitSeconds(undefined, 5)).toBe(0)
    expect(emailLoginWaitSeconds(0, 30_000)).toBe(0)
    expect(() => assertEmailLoginAllowed(0, 30_000)).not.toThrow()
  })
})

describe('wallet RPC methods', () => {
  test('behavior: safe reads, unsafe signing methods', () => {
    expect(classifyRpcMethod('eth_getBalance')).toBe('safe')
    expect(classifyRpcMethod('wallet_getCallsStatus')).toBe('safe')
    expect(assertRpcMethodAllowed('personal_sign')).toBe('unsafe')
    expect(assertRpcMethodAllowed('eth_sendTransaction')).toBe('unsafe')
  })
  test('error: methods on neither list are not allowed', () => {
    for (const method of ['eth_sign', 'eth_signTypedData', 'eth_signTypedData_v3']) {
      expect(classifyRpcMethod(method)).toBe('notAllowed')
    }
    try {
      assertRpcMethodAllowed('eth_sign')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(RpcMethodNotAllowedError)
      expect((error as RpcMethodNotAllowedError).uiMessage).toBe('Action not allowed')
      expect((error as RpcMethodNotAllowedError).shortMessage).toBe(
        'Requested RPC call is not allowed',
      )
    }
  })
})
