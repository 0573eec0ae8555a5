import { defineChain } from 'viem'
import { beforeEach, describe, expect, test } from 'vitest'
import { defineNetwork } from '../chains/network.js'
import { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import {
  bitcoinTestnetId,
  type FakeBitcoinWallet,
  fakeBitcoinWallet,
} from '../test/fakeBitcoinWallet.js'
import { devnet } from '../test/testFoyer.js'
import {
  type BitcoinStandardProvider,
  bitcoinStandard,
  bitcoinStandardConnectorId,
  isBitcoinStandardWallet,
} from './bitcoinStandard.js'
import type { ConnectorEvent } from './createConnector.js'

const bitcoinNetwork = (reference: string, name = 'Bitcoin') =>
  defineNetwork(
    defineChain({
      id: 8332,
      name,
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
    }),
    { chainNamespace: 'bip122', reference },
  )
const mainnet = bitcoinNetwork('000000000019d6689c085ae165831e93')
const testnet = bitcoinNetwork('000000000933ea01ad0ee984209779ba', 'Bitcoin Testnet')

let fake: FakeBitcoinWallet
beforeEach(() => {
  fake = fakeBitcoinWallet()
})
const setup = (networks: readonly unknown[] = [devnet, mainnet, testnet]) =>
  bitcoinStandard({ wallet: fake.wallet })({ projectId: 'p', networks: networks as never })

describe('bitcoinStandardConnectorId', () => {
  test('default', () => {
    expect(bitcoinStandardConnectorId('Foyer Bitcoin Wallet')).toBe(
      'ws.bip122.foyer-bitcoin-wallet',
    )
    expect(bitcoinStandardConnectorId('☃')).toBe('ws.bip122.wallet')
  })
})

describe('isBitcoinStandardWallet', () => {
  test('default', () => {
    expect(isBitcoinStandardWallet(fake.wallet)).toBe(true)
    expect(isBitcoinStandardWallet({ ...fake.wallet, chains: ['bitcoin:mainnet'] })).toBe(true)
  })
  test('behavior: wallets without Bitcoin, without connect, or hostile, are not', () => {
    const { wallet } = fake
    expect(isBitcoinStandardWallet({ ...wallet, chains: ['solana:mainnet'] })).toBe(false)
    expect(isBitcoinStandardWallet({ ...wallet, chains: ['bip122:xyz'] })).toBe(false)
    expect(isBitcoinStandardWallet({ ...wallet, name: '' })).toBe(false)
    expect(isBitcoinStandardWallet(undefined)).toBe(false)
    const only = (keep: string[]) => ({
      ...wallet,
      features: Object.fromEntries(
        Object.entries(wallet.features).filter(([key]) => keep.includes(key)),
      ),
    })
    expect(isBitcoinStandardWallet(only(['bitcoin:signMessage']))).toBe(false)
    expect(isBitcoinStandardWallet(only(['standard:connect']))).toBe(true)
    const hostile = Object.defineProperty({}, 'name', {
      get() {
        throw new Error('boom')
      },
    })
    expect(isBitcoinStandardWallet(hostile)).toBe(false)
  })
})

describe('bitcoinStandard', () => {
  test('default: bitcoin:connect asks for the payment account, on the network the wallet lists', async () => {
    const connector = setup()
    expect(connector).toMatchObject({
      id: 'ws.bip122.fake-bitcoin',
      name: 'Fake Bitcoin',
      type: 'ANNOUNCED',
      chain: 'bip122',
      namespaces: ['bip122'],
      imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
    })
    const connection = await connector.connect({ namespace: 'bip122' })
    expect(connection).toEqual({
      accounts: [fake.payment.address],
      chainId: testnet.caipNetworkId.slice(7),
    })
    expect(fake.state.requests.at(-1)).toEqual({
      feature: 'bitcoin:connect',
      input: { purposes: ['payment'] },
    })
    expect(await connector.getChainId()).toBe('000000000933ea01ad0ee984209779ba')
    const provider = (await connector.getProvider()) as BitcoinStandardProvider
    expect(provider).toEqual({ wallet: fake.wallet, account: fake.payment })
  })

  test('behavior: account records carry type payment, public key hex and path', async () => {
    const connector = setup()
    expect(connector.getAccountRecords?.()).toEqual([])
    await connector.connect({ namespace: 'bip122' })
    expect(connector.getAccountRecords?.()).toEqual([
      {
        namespace: 'bip122',
        address: fake.payment.address,
        type: 'payment',
        publicKey: `02${'02'.repeat(32)}`,
        path: "m/84'/1'/0'/0/0",
      },
    ])
    // A wallet that gives neither key bytes nor path: address and type only.
    fake.setAccounts([{ ...fake.payment, publicKey: 'x' as never, path: undefined } as never])
    expect(await connector.getAccounts()).toEqual([fake.payment.address])
    expect(connector.getAccountRecords?.()).toEqual([
      { namespace: 'bip122', address: fake.payment.address, type: 'payment' },
    ])
  })

  test('parameters: chainId picks the host network; without one the wallet chain is used', async () => {
    const connector = setup()
    const asked = await connector.connect({
      namespace: 'bip122',
      chainId: mainnet.caipNetworkId.slice(7),
    })
    expect(asked.chainId).toBe('000000000019d6689c085ae165831e93')
    fake = fakeBitcoinWallet({ chains: ['bitcoin:mainnet'] })
    expect(await setup([devnet]).getChainId()).toBe('000000000019d6689c085ae165831e93')
    fake = fakeBitcoinWallet({ chains: ['other:chain', 'bitcoin:regtest'] })
    expect(await setup([devnet]).getChainId()).toBe('0f9188f13cb7b2c71f2a335e3a4fc328')
  })

  test('behavior: without bitcoin:connect, standard:connect connects', async () => {
    fake = fakeBitcoinWallet({ without: ['bitcoin:connect'] })
    const connection = await setup().connect({ namespace: 'bip122' })
    expect(connection.accounts).toEqual([fake.payment.address])
    expect(fake.state.requests.at(-1)?.feature).toBe('prompt')
  })

  test('behavior: isAuthorized connects silently; without standard:connect it reads accounts', async () => {
    fake = fakeBitcoinWallet({ authorized: true })
    const connector = setup()
    expect(await connector.isAuthorized()).toBe(true)
    expect(fake.state.requests.at(-1)).toEqual({
      feature: 'standard:connect',
      input: { silent: true },
    })
    fake = fakeBitcoinWallet({ without: ['standard:connect'] })
    const reader = setup()
    expect(await reader.isAuthorized()).toBe(false)
    fake.setAccounts([fake.payment])
    expect(await reader.isAuthorized()).toBe(true)
    const broken = fakeBitcoinWallet()
    ;(broken.wallet.features['standard:connect'] as { connect: () => never }).connect = () => {
      throw new Error('boom')
    }
    fake = broken
    expect(await setup().isAuthorized()).toBe(false)
  })

  test('behavior: wallet events become accountsChanged, or disconnect when none is left', async () => {
    const connector = setup()
    await connector.connect({ namespace: 'bip122' })
    const events: ConnectorEvent[] = []
    const stop = connector.subscribe((event) => events.push(event))
    fake.setAccounts([fake.ordinals, fake.payment])
    fake.setAccounts([])
    stop()
    fake.setAccounts([fake.payment])
    expect(events).toEqual([
      { type: 'accountsChanged', accounts: [fake.payment.address] },
      { type: 'disconnect' },
    ])
    // A change without accounts says nothing.
    const seen: ConnectorEvent[] = []
    connector.subscribe((event) => seen.push(event))
    fake.setAccounts(undefined as never)
    expect(seen).toEqual([])
  })

  test('behavior: disconnect forgets the account, even when the wallet throws', async () => {
    const connector = setup()
    await connector.connect({ namespace: 'bip122' })
    await connector.disconnect()
    expect(fake.state.authorized).toBe(false)
    expect(((await connector.getProvider()) as BitcoinStandardProvider).account).toBeUndefined()
    ;(fake.wallet.features['standard:disconnect'] as { disconnect: () => never }).disconnect =
      () => {
        throw new Error('no')
      }
    await expect(connector.disconnect()).resolves.toBeUndefined()
    fake = fakeBitcoinWallet({ without: ['standard:events', 'standard:disconnect'] })
    const bare = setup()
    expect(bare.subscribe(() => {})).toBeTypeOf('function')
    await expect(bare.disconnect()).resolves.toBeUndefined()
  })

  test('error: a refusal is UserRejectedRequestError; no connect or no payment account fails', async () => {
    fake.state.decision = 'reject'
    await expect(setup().connect({ namespace: 'bip122' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
    fake = fakeBitcoinWallet({ without: ['bitcoin:connect', 'standard:connect'] })
    await expect(setup().connect({ namespace: 'bip122' })).rejects.toMatchObject({
      rpcCode: 4200,
    })
    fake = fakeBitcoinWallet()
    const connect = fake.wallet.features['bitcoin:connect'] as {
      connect: (...inputs: unknown[]) => Promise<unknown>
    }
    connect.connect = async () => ({ accounts: [fake.ordinals] })
    const error = await setup()
      .connect({ namespace: 'bip122' })
      .catch((cause: unknown) => cause)
    expect(error).toBeInstanceOf(WalletRpcError)
    expect(error).toMatchObject({ rpcCode: 4100 })
    expect(bitcoinTestnetId).toBe(testnet.caipNetworkId)
  })
})
