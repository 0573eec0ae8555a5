import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidSiwxMessageError } from '../errors/siwx.js'
import { anyString, anyValue, outcome, parameters } from '../test/properties.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import type { SiwxMessageData } from './messageData.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'

const base: SiwxMessageData = {
  chainId: 'eip155:137',
  accountAddress: '0xA0Cf798816D4b9b9866b5330EEa46a18382f251e',
  nonce: 'abcdef1234',
  domain: 'example.com',
  uri: 'https://example.com',
  version: '1',
  issuedAt: '2026-01-01T00:00:00.000Z',
}

const alphanumeric = fc.stringMatching(/^[a-zA-Z0-9]{8,24}$/)
const isoDate = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z') })
  .filter((date) => !Number.isNaN(date.getTime()))
  .map((date) => date.toISOString())
const uri = fc.webUrl({ withQueryParameters: true, withFragments: true })
const line = fc.stringMatching(/^[^\r\n]{1,40}$/)
const hex40 = fc.stringMatching(/^[0-9a-f]{40}$/)
const base58 = fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
const account = fc.oneof(
  fc.record({
    chainId: fc.integer({ min: 1, max: 2 ** 40 }).map((id) => `eip155:${id}` as const),
    accountAddress: hex40.map((hex) => `0x${hex}`),
  }),
  fc.record({
    chainId: fc.stringMatching(/^[a-zA-Z0-9]{1,32}$/).map((ref) => `solana:${ref}` as const),
    accountAddress: base58,
  }),
  fc.record({
    chainId: fc.stringMatching(/^[0-9a-f]{32}$/).map((ref) => `bip122:${ref}` as const),
    accountAddress: fc.stringMatching(/^bc1[a-z0-9]{20,60}$/),
  }),
)
const message: fc.Arbitrary<SiwxMessageData> = fc
  .record(
    {
      account,
      nonce: alphanumeric,
      domain: fc.constantFrom('example.com', 'localhost:3000', 'app.example.org:8443', '10.0.0.1'),
      uri,
      version: fc.constant('1'),
      issuedAt: isoDate,
      expirationTime: isoDate,
      notBefore: isoDate,
      requestId: line,
      resources: fc.array(uri, { maxLength: 3 }),
      statement: line,
    },
    { requiredKeys: ['account', 'nonce', 'domain', 'uri', 'version', 'issuedAt'] },
  )
  .map(({ account, ...rest }) => ({ ...rest, ...account }))

describe('parseSiwxMessage', () => {
  test('default: reads every field back', () => {
    const data: SiwxMessageData = {
      ...base,
      statement: 'Sign in',
      expirationTime: '2026-01-02T00:00:00.000Z',
      notBefore: '2026-01-01T00:00:00.000Z',
      requestId: 'r1',
      resources: ['https://example.com/terms'],
    }
    expect(parseSiwxMessage(createSiwxMessage(data))).toEqual(data)
  })

  test('behavior: a statement that looks like a field line is still the statement', () => {
    const data = { ...base, statement: 'URI: https://evil.example' }
    expect(parseSiwxMessage(createSiwxMessage(data))).toEqual(data)
  })

  test('behavior: round trip text → parse → text is unchanged, and the fields come back', () => {
    fc.assert(
      fc.property(message, (data) => {
        const text = createSiwxMessage(data)
        const parsed = parseSiwxMessage(text)
        expect(createSiwxMessage(parsed)).toBe(text)
        const eip155 = data.chainId.startsWith('eip155:')
        expect(parsed).toEqual({
          ...data,
          accountAddress: eip155 ? parsed.accountAddress : data.accountAddress,
        })
        expect(parsed.accountAddress.toLowerCase()).toBe(data.accountAddress.toLowerCase())
      }),
      parameters,
    )
  })

  test('behavior: no input makes it throw anything but InvalidSiwxMessageError', () => {
    const text = createSiwxMessage({ ...base, statement: 'Hi', resources: ['https://a.example'] })
    // Texts close to a valid one: a line dropped, doubled, cut, or a character changed.
    const mutated = fc
      .tuple(fc.nat(), fc.nat(), anyString, fc.constantFrom('drop', 'double', 'cut', 'insert'))
      .map(([lineIndex, at, insert, how]) => {
        const lines = text.split('\n')
        const index = lineIndex % lines.length
        const current = lines[index] ?? ''
        if (how === 'drop') lines.splice(index, 1)
        if (how === 'double') lines.splice(index, 0, current)
        if (how === 'cut') lines[index] = current.slice(0, at % (current.length + 1))
        if (how === 'insert')
          lines[index] = current.slice(0, at % (current.length + 1)) + insert + current.slice(1)
        return lines.join('\n')
      })
    fc.assert(
      fc.property(fc.oneof(anyValue, anyString, mutated), (input) => {
        const result = outcome(() => parseSiwxMessage(input))
        if (!result.ok) expect(result.error).toBeInstanceOf(InvalidSiwxMessageError)
        else expect(createSiwxMessage(result.value)).toBe(input)
      }),
      parameters,
    )
  })

  test.each([
    ['not a string', 42],
    [
      'a lowercase address',
      createSiwxMessage(base).replace(base.accountAddress, base.accountAddress.toLowerCase()),
    ],
    ['a date without milliseconds', createSiwxMessage(base).replace('00:00:00.000Z', '00:00:00Z')],
    ['a trailing line', `${createSiwxMessage(base)}\nExtra: 1`],
    ['a trailing newline', `${createSiwxMessage(base)}\n`],
    ['another account name', createSiwxMessage(base).replace('Ethereum', 'Cosmos')],
    ['a missing Issued At', createSiwxMessage(base).replace(/\nIssued At: .*/, '')],
    ['an empty text', ''],
  ])('error: %s', (_, input) => {
    expect(() => parseSiwxMessage(input)).toThrowError(InvalidSiwxMessageError)
  })
})
