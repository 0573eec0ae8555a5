import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { chainNamespaces } from '../chains/namespaces.js'
import { EMAIL_LOGIN_COOLDOWN_MS } from '../constants/index.js'
import { EmailLoginRateLimitError, RpcMethodNotAllowedError } from '../errors/auth.js'
import { FoyerError } from '../errors/FoyerError.js'
import { ValidationFailedError } from '../errors/generic.js'
import { anyNumber, anyString, anyValue, outcome, parameters, returns } from '../test/properties.js'
import { assertEmail, validateEmail } from './email.js'
import { assertEmailLoginAllowed, emailLoginWaitSeconds } from './emailLoginCooldown.js'
import { assertName, assertNameRegistration, isValidName, validateName } from './name.js'
import { assertOtp, isOtpComplete, validateOtp } from './otp.js'
import { classifyResponseString, isSignedMessage, isTransactionHash } from './responseString.js'
import {
  assertValid,
  type FieldResult,
  firstError,
  invalidField,
  type ValidationResult,
  validationResult,
  validField,
} from './result.js'
import { assertRpcMethodAllowed, classifyRpcMethod, safeRpcMethods } from './rpcMethods.js'
import { assertSendCalls, validateSendCalls } from './sendCalls.js'
import { assertSendForm, validateSendForm } from './sendForm.js'
import { assertSocialProvider, isSocialProvider, validateSocialProvider } from './socialProvider.js'
import { assertSolanaSendOptions, validateSolanaSendOptions } from './solanaSendOptions.js'
import { assertThemeMode, isThemeMode, validateThemeMode } from './themeMode.js'

// Property-based: every validator takes anything its type allows and answers — a per-field
// result whose errors are Foyer leaves, or (assertX) the first of those errors thrown.

/**
 * Checks a `validateX`/`assertX` pair on one value: the result is consistent, every invalid
 * field holds a FoyerError, and the assert throws exactly when the result is invalid.
 */
function checkPair(validate: () => ValidationResult, assert: () => unknown): void {
  const result = returns(validate)
  const fields = Object.values<FieldResult>(result.fields)
  expect(result.valid).toBe(fields.every((field) => field.valid))
  for (const field of fields) if (!field.valid) expect(field.error).toBeInstanceOf(FoyerError)
  const asserted = outcome(assert)
  expect(asserted.ok).toBe(result.valid)
  if (!asserted.ok) expect(asserted.error.code).toBe(firstError(result)?.code)
}

const hex = fc.stringMatching(/^0x[0-9a-fA-F]{0,80}$/)
const near = fc.oneof(
  anyValue,
  anyString,
  hex,
  fc.emailAddress(),
  fc.stringMatching(/^\d{5,7}$/),
  fc.stringMatching(/^[a-zA-Z0-9-]{0,8}$/),
  fc.constantFrom('light', 'dark', 'google', 'x', 'eth_call', 'personal_sign', 'eth_sign'),
)

describe('single-value validators', () => {
  test('property: email, name, otp, social provider and theme mode answer anything', () => {
    fc.assert(
      fc.property(near, (value) => {
        checkPair(
          () => validateEmail(value),
          () => assertEmail(value),
        )
        checkPair(
          () => validateName(value),
          () => assertName(value),
        )
        checkPair(
          () => validateOtp(value),
          () => assertOtp(value),
        )
        checkPair(
          () => validateSocialProvider(value),
          () => assertSocialProvider(value),
        )
        checkPair(
          () => validateThemeMode(value),
          () => assertThemeMode(value),
        )
        expect(returns(() => isValidName(value))).toBe(validateName(value).valid)
        expect(returns(() => isSocialProvider(value))).toBe(validateSocialProvider(value).valid)
        expect(returns(() => isThemeMode(value))).toBe(validateThemeMode(value).valid)
        if (validateEmail(value).valid) expect(assertEmail(value)).toBe((value as string).trim())
      }),
      parameters,
    )
  })
  test('property: isOtpComplete and the response-string checks answer any string', () => {
    fc.assert(
      fc.property(fc.oneof(near, anyString), (value) => {
        if (typeof value === 'string')
          expect(returns(() => isOtpComplete(value))).toBe(validateOtp(value).valid)
        const kind = returns(() => classifyResponseString(value))
        const transaction = returns(() => isTransactionHash(value))
        const signature = returns(() => isSignedMessage(value))
        expect(kind).toBe(transaction ? 'transaction' : signature ? 'signature' : 'other')
      }),
      parameters,
    )
  })
  test('property: assertNameRegistration throws only Foyer errors', () => {
    const registration = fc.record({
      name: near,
      address: fc.option(anyString, { nil: undefined }),
      hasAuthConnector: fc.boolean(),
    })
    fc.assert(
      fc.property(registration, (value) => {
        const result = outcome(() => assertNameRegistration(value))
        expect(result.ok).toBe(
          Boolean(value.address) && value.hasAuthConnector && isValidName(value.name),
        )
      }),
      parameters,
    )
  })
})

describe('RPC methods', () => {
  test('property: every method is safe, unsafe or refused with RpcMethodNotAllowedError', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, fc.constantFrom(...safeRpcMethods)), (method) => {
        const kind = returns(() => classifyRpcMethod(method))
        const result = outcome(() => assertRpcMethodAllowed(method))
        if (kind === 'notAllowed') {
          expect(result.ok).toBe(false)
          if (!result.ok) expect(result.error).toBeInstanceOf(RpcMethodNotAllowedError)
        } else expect(result).toEqual({ ok: true, value: kind })
      }),
      parameters,
    )
  })
})

describe('results', () => {
  test('property: assertValid throws the first invalid field, or ValidationFailedError', () => {
    const field = fc.oneof(
      fc.constant(validField),
      fc.constant(invalidField(new ValidationFailedError())),
      fc.constant(invalidField(new RpcMethodNotAllowedError('x'))),
    )
    const result = fc.record({ valid: fc.boolean(), fields: fc.dictionary(anyString, field) })
    fc.assert(
      fc.property(result, fc.boolean(), (value, nullPrototype) => {
        const fields = nullPrototype
          ? Object.assign(Object.create(null), value.fields)
          : value.fields
        const given = { valid: value.valid, fields }
        const asserted = outcome(() => assertValid(given))
        expect(asserted.ok).toBe(value.valid)
        if (!asserted.ok) expect(asserted.error).toBe(firstError(given) ?? asserted.error)
        expect(returns(() => validationResult(fields)).valid).toBe(
          Object.values<FieldResult>(fields).every((item) => item.valid),
        )
      }),
      parameters,
    )
  })
})

describe('email login cooldown', () => {
  test('property: waits a whole number of seconds from 0 to 30, and asserts the same', () => {
    const time = fc.oneof(anyNumber, fc.integer({ min: 0, max: 2 ** 42 }))
    fc.assert(
      fc.property(fc.option(time, { nil: undefined }), time, (lastLoginAt, now) => {
        const seconds = returns(() => emailLoginWaitSeconds(lastLoginAt, now))
        expect(Number.isInteger(seconds)).toBe(true)
        expect(seconds).toBeGreaterThanOrEqual(0)
        expect(seconds).toBeLessThanOrEqual(EMAIL_LOGIN_COOLDOWN_MS / 1000)
        const result = outcome(() => assertEmailLoginAllowed(lastLoginAt, now))
        expect(result.ok).toBe(seconds === 0)
        if (!result.ok) {
          expect(result.error).toBeInstanceOf(EmailLoginRateLimitError)
          expect((result.error as EmailLoginRateLimitError).seconds).toBe(seconds)
        }
      }),
      parameters,
    )
  })
})

describe('forms and options', () => {
  test('property: the send form answers any values', () => {
    const values = fc.record({
      token: anyValue,
      amount: fc.option(fc.oneof(anyString, anyNumber, anyNumber.map(String)), { nil: undefined }),
      receiverAddress: fc.option(anyString, { nil: undefined }),
      chainNamespace: fc.constantFrom(...chainNamespaces),
    })
    fc.assert(
      fc.property(values, (value) => {
        checkPair(
          () => validateSendForm(value),
          () => assertSendForm(value),
        )
      }),
      parameters,
    )
  })
  test('property: wallet_sendCalls calls answer anything', () => {
    const call = fc.oneof(
      anyValue,
      fc.record(
        { to: fc.oneof(hex, anyValue), data: fc.oneof(hex, anyValue) },
        { requiredKeys: [] },
      ),
    )
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.array(call, { maxLength: 5 })), (calls) => {
        checkPair(
          () => validateSendCalls(calls),
          () => assertSendCalls(calls),
        )
      }),
      parameters,
    )
  })
  test('property: Solana send options answer anything', () => {
    const options = fc.oneof(
      anyValue,
      fc.record(
        {
          skipPreflight: fc.oneof(fc.boolean(), anyValue),
          preflightCommitment: fc.oneof(fc.constantFrom('processed', 'max'), anyValue),
          maxRetries: fc.oneof(fc.nat(), anyNumber, anyValue),
          minContextSlot: fc.oneof(fc.nat(), anyNumber, anyValue),
        },
        { requiredKeys: [] },
      ),
    )
    fc.assert(
      fc.property(options, (value) => {
        checkPair(
          () => validateSolanaSendOptions(value),
          () => assertSolanaSendOptions(value),
        )
      }),
      parameters,
    )
  })
})
