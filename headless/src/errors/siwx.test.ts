import { describe, expect, test } from 'vitest'
import { FoyerError } from './FoyerError.js'
import {
  InvalidSiwxMessageError,
  InvalidSiwxParameterError,
  SiwxAddressMismatchError,
  SiwxChainMismatchError,
  SiwxDomainMismatchError,
  SiwxInvalidSignatureError,
  SiwxMessageExpiredError,
  SiwxMessageNotYetValidError,
  SiwxNonceError,
  SiwxUriMismatchError,
  SiwxVerificationNotSupportedError,
} from './siwx.js'

function check(error: FoyerError, leaf: { name: string; code: string }) {
  expect(error).toBeInstanceOf(FoyerError)
  expect(error.name).toBe(leaf.name)
  expect(error.code).toBe(leaf.code)
  return error.message
}

describe('siwx', () => {
  test('InvalidSiwxMessageError', () => {
    const error = new InvalidSiwxMessageError({ metaMessages: ['Field: nonce'] })
    expect(check(error, InvalidSiwxMessageError)).toMatchInlineSnapshot(`
      "Invalid sign-in message

      Field: nonce"
    `)
  })
  test('InvalidSiwxParameterError', () => {
    const error = new InvalidSiwxParameterError({ metaMessages: ['Parameter: domain'] })
    expect(check(error, InvalidSiwxParameterError)).toMatchInlineSnapshot(`
      "Invalid sign-in parameter

      Parameter: domain"
    `)
  })
  test('SiwxDomainMismatchError', () => {
    expect(check(new SiwxDomainMismatchError(), SiwxDomainMismatchError)).toMatchInlineSnapshot(
      `"The sign-in message is for another domain"`,
    )
  })
  test('SiwxUriMismatchError', () => {
    expect(check(new SiwxUriMismatchError(), SiwxUriMismatchError)).toMatchInlineSnapshot(
      `"The sign-in message is for another URI"`,
    )
  })
  test('SiwxNonceError', () => {
    expect(check(new SiwxNonceError(), SiwxNonceError)).toMatchInlineSnapshot(
      `"The sign-in nonce is unknown, expired or already used"`,
    )
  })
  test('SiwxMessageExpiredError', () => {
    expect(check(new SiwxMessageExpiredError(), SiwxMessageExpiredError)).toMatchInlineSnapshot(
      `"The sign-in message has expired"`,
    )
  })
  test('SiwxMessageNotYetValidError', () => {
    expect(
      check(new SiwxMessageNotYetValidError(), SiwxMessageNotYetValidError),
    ).toMatchInlineSnapshot(`"The sign-in message is not valid yet"`)
  })
  test('SiwxChainMismatchError', () => {
    expect(check(new SiwxChainMismatchError(), SiwxChainMismatchError)).toMatchInlineSnapshot(
      `"The sign-in message is for another network"`,
    )
  })
  test('SiwxAddressMismatchError', () => {
    expect(check(new SiwxAddressMismatchError(), SiwxAddressMismatchError)).toMatchInlineSnapshot(
      `"The sign-in message is for another account"`,
    )
  })
  test('SiwxInvalidSignatureError', () => {
    expect(check(new SiwxInvalidSignatureError(), SiwxInvalidSignatureError)).toMatchInlineSnapshot(
      `"Invalid sign-in signature"`,
    )
  })
  test('SiwxVerificationNotSupportedError', () => {
    expect(
      check(new SiwxVerificationNotSupportedError(), SiwxVerificationNotSupportedError),
    ).toMatchInlineSnapshot(`"Sign-in verification is not supported for this network"`)
  })
})
