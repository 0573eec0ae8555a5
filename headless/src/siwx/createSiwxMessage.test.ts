import { createSiweMessage } from 'viem/siwe'
import { describe, expect, test } from 'vitest'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import type { SiwxMessageData } from './messageData.js'
import { validateSiwxMessageData } from './messageData.js'

const every: Omit<SiwxMessageData, 'chainId' | 'accountAddress'> = {
  nonce: 'abcdef1234',
  domain: 'example.com',
  uri: 'https://example.com/login',
  version: '1',
  statement: 'Sign in to Example',
  issuedAt: '2026-01-01T00:00:00.000Z',
  expirationTime: '2026-01-02T00:00:00.000Z',
  notBefore: '2026-01-01T00:00:00.000Z',
  requestId: 'request-7',
  resources: ['https://example.com/terms', 'ipfs://bafy'],
}
const evm = '0xa0cf798816d4b9b9866b5330eea46a18382f251e'
const solana = '8yADG4iS3heYXuKUZB3ZJRF6Z3FJoPNDLwDhu2gPXKdw'
const bitcoin = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'

describe('createSiwxMessage', () => {
  test('default: eip155 is EIP-4361 with every field, as viem writes it', () => {
    const text = createSiwxMessage({ ...every, chainId: 'eip155:1', accountAddress: evm })
    expect(text).toMatchInlineSnapshot(`
      "example.com wants you to sign in with your Ethereum account:
      0xA0Cf798816D4b9b9866b5330EEa46a18382f251e

      Sign in to Example

      URI: https://example.com/login
      Version: 1
      Chain ID: 1
      Nonce: abcdef1234
      Issued At: 2026-01-01T00:00:00.000Z
      Expiration Time: 2026-01-02T00:00:00.000Z
      Not Before: 2026-01-01T00:00:00.000Z
      Request ID: request-7
      Resources:
      - https://example.com/terms
      - ipfs://bafy"
    `)
    expect(text).toBe(
      createSiweMessage({
        ...every,
        address: evm,
        chainId: 1,
        version: '1',
        issuedAt: new Date(every.issuedAt as string),
        expirationTime: new Date(every.expirationTime as string),
        notBefore: new Date(every.notBefore as string),
      }),
    )
  })

  test('default: solana is the same shape for a Solana account', () => {
    const text = createSiwxMessage({
      ...every,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      accountAddress: solana,
    })
    expect(text).toMatchInlineSnapshot(`
      "example.com wants you to sign in with your Solana account:
      8yADG4iS3heYXuKUZB3ZJRF6Z3FJoPNDLwDhu2gPXKdw

      Sign in to Example

      URI: https://example.com/login
      Version: 1
      Chain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp
      Nonce: abcdef1234
      Issued At: 2026-01-01T00:00:00.000Z
      Expiration Time: 2026-01-02T00:00:00.000Z
      Not Before: 2026-01-01T00:00:00.000Z
      Request ID: request-7
      Resources:
      - https://example.com/terms
      - ipfs://bafy"
    `)
  })

  test('default: bip122 with the required fields only', () => {
    const text = createSiwxMessage(
      {
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        accountAddress: bitcoin,
        nonce: 'abcdef1234',
        domain: 'localhost:3000',
        uri: 'http://localhost:3000',
        version: '1',
      },
      { now: new Date('2026-03-04T05:06:07Z') },
    )
    expect(text).toMatchInlineSnapshot(`
      "localhost:3000 wants you to sign in with your Bitcoin account:
      bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq


      URI: http://localhost:3000
      Version: 1
      Chain ID: 000000000019d6689c085ae165831e93
      Nonce: abcdef1234
      Issued At: 2026-03-04T05:06:07.000Z"
    `)
  })

  test('parameters: dates in another RFC 3339 form are written in the ISO form', () => {
    const text = createSiwxMessage({
      ...every,
      chainId: 'solana:devnet',
      accountAddress: solana,
      issuedAt: '2026-01-01T01:00:00+01:00',
    })
    expect(text).toContain('Issued At: 2026-01-01T00:00:00.000Z')
  })

  test.each([
    ['chainId', { chainId: 'cosmos:hub' }],
    ['chainId', { chainId: 'eip155:0x1' }],
    ['accountAddress', { accountAddress: 'a0cf798816d4b9b9866b5330eea46a18382f251e' }],
    ['accountAddress', { accountAddress: solana }],
    ['nonce', { nonce: 'short' }],
    ['nonce', { nonce: 'has space 123' }],
    ['domain', { domain: 'https://example.com' }],
    ['uri', { uri: 'not a uri' }],
    ['version', { version: '2' }],
    ['issuedAt', { issuedAt: 'yesterday' }],
    ['expirationTime', { expirationTime: '2026-13-01T00:00:00Z' }],
    ['notBefore', { notBefore: 5 }],
    ['requestId', { requestId: 'a\nb' }],
    ['resources', { resources: ['https://a.example', 'no uri'] }],
    ['statement', { statement: 'two\nlines' }],
    ['statement', { statement: '' }],
  ])('error: a bad %s is named', (field, change) => {
    const data = { ...every, chainId: 'eip155:1', accountAddress: evm, ...change }
    const call = () => createSiwxMessage(data as SiwxMessageData)
    expect(call).toThrowError(InvalidSiwxMessageError)
    expect(call).toThrowError(`Field: ${field}`)
    expect(validateSiwxMessageData(data).valid).toBe(false)
  })

  test('error: not an object, and a bad `now`', () => {
    expect(() => createSiwxMessage(null as never)).toThrowError('Field: chainId')
    const data = { ...every, chainId: 'eip155:1', accountAddress: evm, issuedAt: undefined }
    expect(() =>
      createSiwxMessage(data as SiwxMessageData, { now: new Date(Number.NaN) }),
    ).toThrowError('Field: now')
  })
})
