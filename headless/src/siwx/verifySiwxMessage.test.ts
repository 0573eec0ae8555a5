import { generateKeyPair, getAddressFromPublicKey, getBase58Decoder, signBytes } from '@solana/kit'
import { createPublicClient, custom } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { optimism } from 'viem/chains'
import { describe, expect, test } from 'vitest'
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
} from '../errors/siwx.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { createSiwxNonceStore } from './createSiwxNonceStore.js'
import type { SiwxMessageData } from './messageData.js'
import { type VerifySiwxMessageParameters, verifySiwxMessage } from './verifySiwxMessage.js'

// Anvil's first test key: a local account, no network.
const account = privateKeyToAccount(
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
)
const now = new Date('2026-06-01T12:00:00.000Z')

async function signedEvm(change: Partial<SiwxMessageData> = {}) {
  const nonceStore = createSiwxNonceStore({ now: () => now.getTime() })
  const data: SiwxMessageData = {
    chainId: 'eip155:1',
    accountAddress: account.address,
    nonce: await nonceStore.issueNonce(),
    domain: 'example.com',
    uri: 'https://example.com',
    version: '1',
    issuedAt: '2026-06-01T11:59:00.000Z',
    expirationTime: '2026-06-01T13:00:00.000Z',
    notBefore: '2026-06-01T11:59:00.000Z',
    ...change,
  }
  const message = createSiwxMessage(data)
  const signature = await account.signMessage({ message })
  const parameters: VerifySiwxMessageParameters = {
    message,
    signature,
    domain: 'example.com',
    uri: 'https://example.com',
    nonceStore,
    now,
  }
  return parameters
}

/** A viem client whose node answers eth_call with `result` (or fails with `error`). */
function clientAnswering(answer: { result: string } | { error: Error }) {
  return createPublicClient({
    transport: custom(
      {
        async request({ method }) {
          if (method !== 'eth_call') throw new Error(`unexpected ${method}`)
          if ('error' in answer) throw answer.error
          return answer.result
        },
      },
      { retryCount: 0 },
    ),
  })
}

describe('verifySiwxMessage', () => {
  test('default: an EIP-191 signature of an EOA, no network needed', async () => {
    const parameters = await signedEvm()
    await expect(verifySiwxMessage(parameters)).resolves.toMatchObject({
      address: account.address,
      chainId: 'eip155:1',
      caipAddress: `eip155:1:${account.address}`,
      data: { domain: 'example.com', nonce: expect.any(String) },
    })
  })

  test('default: a Solana ed25519 signature in base58', async () => {
    const keys = await generateKeyPair()
    const address = await getAddressFromPublicKey(keys.publicKey)
    const nonceStore = createSiwxNonceStore()
    const message = createSiwxMessage({
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      accountAddress: address,
      nonce: await nonceStore.issueNonce(),
      domain: 'localhost:3000',
      uri: 'http://localhost:3000',
      version: '1',
    })
    const bytes = await signBytes(keys.privateKey, new TextEncoder().encode(message))
    const signature = getBase58Decoder().decode(bytes)
    const common = { message, domain: 'localhost:3000', uri: 'http://localhost:3000', nonceStore }
    const other = getBase58Decoder().decode(
      await signBytes(keys.privateKey, new TextEncoder().encode(`${message}.`)),
    )
    await expect(verifySiwxMessage({ ...common, signature: other })).rejects.toThrowError(
      SiwxInvalidSignatureError,
    )
    await expect(verifySiwxMessage({ ...common, signature: 'notbase58!' })).rejects.toThrowError(
      SiwxInvalidSignatureError,
    )
    await expect(verifySiwxMessage({ ...common, signature })).resolves.toMatchObject({
      address,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })

  test('behavior: a smart-account signature is checked through the client (EIP-1271/6492)', async () => {
    const parameters = await signedEvm()
    // Not the account's EOA signature: recovery fails, so the client's validator call decides.
    const signature = `0x${'11'.repeat(65)}` as const
    const valid = clientAnswering({ result: `0x${'0'.repeat(63)}1` })
    await expect(
      verifySiwxMessage({ ...parameters, signature, client: valid }),
    ).resolves.toMatchObject({ address: account.address })
    const again = await signedEvm()
    const invalid = clientAnswering({ result: `0x${'0'.repeat(64)}` })
    await expect(verifySiwxMessage({ ...again, signature, client: invalid })).rejects.toThrowError(
      SiwxInvalidSignatureError,
    )
    // A client of another chain does not check a smart account of this one.
    const otherChain = createPublicClient({
      chain: optimism,
      transport: custom({ request: async () => `0x${'0'.repeat(63)}1` }),
    })
    await expect(
      verifySiwxMessage({ ...again, signature, client: otherChain }),
    ).rejects.toThrowError(SiwxChainMismatchError)
    // viem reads a validator call that fails (a node down) as "not valid": refused, never let in.
    const failing = clientAnswering({ error: new Error('node down') })
    await expect(verifySiwxMessage({ ...again, signature, client: failing })).rejects.toThrowError(
      SiwxInvalidSignatureError,
    )
  })

  test('error: a bad signature', async () => {
    const parameters = await signedEvm()
    const other = await account.signMessage({ message: 'something else' })
    await expect(verifySiwxMessage({ ...parameters, signature: other })).rejects.toThrowError(
      SiwxInvalidSignatureError,
    )
    await expect(verifySiwxMessage({ ...parameters, signature: 'zz' })).rejects.toThrowError(
      SiwxInvalidSignatureError,
    )
  })

  test('error: an unknown nonce, and a reused one', async () => {
    const unknown = await signedEvm({ nonce: 'neverissued1' })
    await expect(verifySiwxMessage(unknown)).rejects.toThrowError(SiwxNonceError)
    const parameters = await signedEvm()
    await verifySiwxMessage(parameters)
    await expect(verifySiwxMessage(parameters)).rejects.toThrowError(SiwxNonceError)
  })

  test('error: a wrong domain, a wrong uri', async () => {
    const parameters = await signedEvm()
    await expect(verifySiwxMessage({ ...parameters, domain: 'evil.example' })).rejects.toThrowError(
      SiwxDomainMismatchError,
    )
    await expect(
      verifySiwxMessage({ ...parameters, uri: ['https://example.com/a', 'https://example.org'] }),
    ).rejects.toThrowError(SiwxUriMismatchError)
    await expect(
      verifySiwxMessage({ ...parameters, uri: ['https://example.org', 'https://example.com'] }),
    ).resolves.toBeDefined()
  })

  test('error: an expired message, a message not valid yet', async () => {
    const parameters = await signedEvm()
    await expect(
      verifySiwxMessage({ ...parameters, now: new Date('2026-06-01T13:00:00.000Z') }),
    ).rejects.toThrowError(SiwxMessageExpiredError)
    await expect(
      verifySiwxMessage({ ...parameters, now: new Date('2026-06-01T11:58:59.999Z') }),
    ).rejects.toThrowError(SiwxMessageNotYetValidError)
  })

  test('error: a wrong chain, a wrong address', async () => {
    const parameters = await signedEvm({ chainId: 'eip155:10' })
    await expect(
      verifySiwxMessage({ ...parameters, chainIds: ['eip155:1', 'eip155:8453'] }),
    ).rejects.toThrowError(SiwxChainMismatchError)
    await expect(
      verifySiwxMessage({ ...parameters, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }),
    ).rejects.toThrowError(SiwxAddressMismatchError)
    // The same account in lowercase is the same account.
    await expect(
      verifySiwxMessage({
        ...parameters,
        chainIds: ['eip155:10'],
        address: account.address.toLowerCase(),
      }),
    ).resolves.toBeDefined()
  })

  test('error: a text that is no sign-in message', async () => {
    const parameters = await signedEvm()
    await expect(
      verifySiwxMessage({ ...parameters, message: `${parameters.message}\nExtra: 1` }),
    ).rejects.toThrowError(InvalidSiwxMessageError)
  })

  test('error: bip122 signatures are not supported', async () => {
    const nonceStore = createSiwxNonceStore()
    const message = createSiwxMessage({
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      accountAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      nonce: await nonceStore.issueNonce(),
      domain: 'example.com',
      uri: 'https://example.com',
      version: '1',
    })
    await expect(
      verifySiwxMessage({
        message,
        signature: 'AkcwRAIg',
        domain: 'example.com',
        uri: 'https://example.com',
        nonceStore,
      }),
    ).rejects.toThrowError(SiwxVerificationNotSupportedError)
  })

  test.each([
    ['parameters', () => null],
    ['message', (p: VerifySiwxMessageParameters) => ({ ...p, message: 1 })],
    ['signature', (p: VerifySiwxMessageParameters) => ({ ...p, signature: '' })],
    ['domain', (p: VerifySiwxMessageParameters) => ({ ...p, domain: undefined })],
    ['uri', (p: VerifySiwxMessageParameters) => ({ ...p, uri: [] })],
    ['nonceStore', (p: VerifySiwxMessageParameters) => ({ ...p, nonceStore: {} })],
    ['chainIds', (p: VerifySiwxMessageParameters) => ({ ...p, chainIds: 'eip155:1' })],
    ['address', (p: VerifySiwxMessageParameters) => ({ ...p, address: 5 })],
    ['now', (p: VerifySiwxMessageParameters) => ({ ...p, now: 'today' })],
  ])('error: a bad %s is named before anything runs', async (name, change) => {
    const parameters = await signedEvm()
    const error = await verifySiwxMessage(change(parameters) as never).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidSiwxParameterError)
    expect((error as Error).message).toContain(`Parameter: ${name}`)
  })
})
