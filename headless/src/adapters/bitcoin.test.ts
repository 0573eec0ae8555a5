import { describe, expect, test } from 'vitest'
import { UnsupportedChainError } from '../errors/chain.js'
import { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { fakeBitcoinWallet } from '../test/fakeBitcoinWallet.js'
import { testSolana } from '../test/testFoyer.js'
import { bitcoinAdapter } from './bitcoin.js'

async function connected(parameters: Parameters<typeof fakeBitcoinWallet>[0] = {}) {
  const fake = fakeBitcoinWallet(parameters)
  await (
    fake.wallet.features['bitcoin:connect'] as {
      connect: (input: { purposes: string[] }) => Promise<unknown>
    }
  ).connect({ purposes: ['payment'] })
  return { fake, provider: { wallet: fake.wallet, account: fake.payment } }
}

describe('bitcoinAdapter', () => {
  test('default: signMessage goes through bitcoin:signMessage, the signature as hex', async () => {
    const { fake, provider } = await connected()
    const adapter = bitcoinAdapter()
    expect(adapter.namespace).toBe('bip122')
    const signature = await adapter.signMessage({
      provider,
      address: fake.payment.address,
      message: 'hello',
    })
    expect(signature).toBe(`0x27${'05'.repeat(64)}`)
    const request = fake.state.requests.at(-1)
    expect(request?.feature).toBe('bitcoin:signMessage')
    expect(
      new TextDecoder().decode((request?.input as { message: Uint8Array } | undefined)?.message),
    ).toBe('hello')
  })

  test('behavior: another shared account of the wallet signs too', async () => {
    const { fake } = await connected()
    const signature = await bitcoinAdapter().signMessage({
      provider: { wallet: fake.wallet, account: undefined },
      address: fake.ordinals.address,
      message: 'hi',
    })
    expect(signature).toMatch(/^0x27/)
  })

  test('error: getBalance is not supported (no Bitcoin RPC)', async () => {
    const error = await bitcoinAdapter()
      .getBalance({ network: testSolana, address: 'tb1q' })
      .catch((cause: unknown) => cause)
    expect(error).toBeInstanceOf(UnsupportedChainError)
    expect((error as UnsupportedChainError).metaMessages).toEqual([
      'Foyer has no Bitcoin RPC: it reads no bip122 balance',
      `Network: ${testSolana.caipNetworkId}`,
    ])
  })

  test('error: refusal, unknown account, missing feature, malformed answer', async () => {
    const { fake, provider } = await connected()
    const adapter = bitcoinAdapter()
    const sign = (address = fake.payment.address, using = provider) =>
      adapter.signMessage({ provider: using, address, message: 'x' }).catch((cause) => cause)
    fake.state.decision = 'reject'
    expect(await sign()).toBeInstanceOf(UserRejectedRequestError)
    fake.state.decision = 'approve'
    expect(await sign('tb1qother')).toMatchObject({ rpcCode: 4100 })
    const notListed = { wallet: { ...fake.wallet, accounts: 'nope' }, account: undefined }
    expect(await sign(fake.payment.address, notListed as never)).toMatchObject({ rpcCode: 4100 })
    const feature = fake.wallet.features['bitcoin:signMessage'] as {
      signMessage: (...inputs: unknown[]) => Promise<unknown>
    }
    feature.signMessage = async () => [{ signature: 'not bytes' }]
    const malformed = await sign()
    expect(malformed).toBeInstanceOf(WalletRpcError)
    expect(malformed).toMatchObject({ rpcCode: -32603 })
    const { fake: bare, provider: bareProvider } = await connected({
      without: ['bitcoin:signMessage'],
    })
    expect(await sign(bare.payment.address, bareProvider)).toMatchObject({ rpcCode: 4200 })
  })
})
