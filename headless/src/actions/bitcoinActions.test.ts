// Bitcoin through headless: a Wallet Standard wallet discovered by mount (host with a bip122
// network and the bitcoin adapter), connected with the payment account type, signing messages,
// and its account records.
import { getWallets } from '@wallet-standard/app'
import { defineChain } from 'viem'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { bitcoinAdapter } from '../adapters/bitcoin.js'
import { evmAdapter } from '../adapters/evm.js'
import { defineNetwork } from '../chains/network.js'
import { UserRejectedRequestError } from '../errors/rpc.js'
import { activeNamespaceAtom, activeNetworkAtom, connectorsAtom } from '../store/atoms.js'
import type { FoyerStorage } from '../store/storage.js'
import { type FakeBitcoinWallet, fakeBitcoinWallet } from '../test/fakeBitcoinWallet.js'
import { devnet, testFoyer, testWallet, unmountAll } from '../test/testFoyer.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { getAccountRecords } from './getAccountRecords.js'
import { signMessage } from './signMessage.js'

/** Bitcoin testnet, as a host defines it. */
const bitcoinTestnet = defineNetwork(
  defineChain({
    id: 18332,
    name: 'Bitcoin Testnet',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['http://127.0.0.1:3'] } },
    testnet: true,
  }),
  { chainNamespace: 'bip122', reference: '000000000933ea01ad0ee984209779ba' },
)

const cleanups: Array<() => void> = []
afterEach(() => {
  unmountAll()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

async function bitcoinHost(
  name: string,
  reuse?: { fake: FakeBitcoinWallet; storage: FoyerStorage },
) {
  const fake = reuse?.fake ?? fakeBitcoinWallet({ name })
  cleanups.push(getWallets().register(fake.wallet))
  const { foyer, storage } = testFoyer({
    networks: [devnet, bitcoinTestnet],
    adapters: [evmAdapter(), bitcoinAdapter()],
    ...(reuse ? { storage: reuse.storage } : {}),
  })
  const id = `ws.bip122.${name.toLowerCase().replace(/ /g, '-')}`
  await vi.waitFor(() =>
    expect(foyer.store.get(connectorsAtom).map((item) => item.id)).toContain(id),
  )
  return { foyer, fake, id, storage }
}

describe('wallet actions on bip122', () => {
  test('default: connecting makes bip122 active, with the payment account', async () => {
    const { foyer, fake, id } = await bitcoinHost('Btc Actions One')
    const account = await connect(foyer, { connector: id })
    expect(account).toMatchObject({
      status: 'connected',
      address: fake.payment.address,
      caipAddress: `${bitcoinTestnet.caipNetworkId}:${fake.payment.address}`,
    })
    expect(foyer.store.get(activeNamespaceAtom)).toBe('bip122')
    expect(foyer.store.get(activeNetworkAtom)?.caipNetworkId).toBe(bitcoinTestnet.caipNetworkId)
    expect(getAccount(foyer).network).toBe(foyer.store.get(activeNetworkAtom))
  })

  test('behavior: signMessage goes through bitcoin:signMessage', async () => {
    const { foyer, fake, id } = await bitcoinHost('Btc Actions Two')
    await connect(foyer, { connector: id })
    expect(await signMessage(foyer, { message: 'hi' })).toBe(`0x27${'02'.repeat(64)}`)
    expect(fake.state.requests.at(-1)?.feature).toBe('bitcoin:signMessage')
    fake.state.decision = 'reject'
    await expect(signMessage(foyer, { message: 'no' })).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  test('behavior: getAccountRecords gives the payment records with key and path', async () => {
    const { foyer, fake, id } = await bitcoinHost('Btc Actions Three')
    expect(getAccountRecords(foyer)).toEqual([])
    await connect(foyer, { connector: id })
    expect(getAccountRecords(foyer)).toEqual([
      {
        namespace: 'bip122',
        address: fake.payment.address,
        type: 'payment',
        publicKey: `02${'02'.repeat(32)}`,
        path: "m/84'/1'/0'/0/0",
      },
    ])
    expect(getAccountRecords(foyer, { namespace: 'eip155' })).toEqual([])
  })

  test('behavior: a reload restores the Bitcoin connection silently', async () => {
    const first = await bitcoinHost('Btc Actions Four')
    await connect(first.foyer, { connector: first.id })
    unmountAll()
    for (const cleanup of cleanups.splice(0)) cleanup()
    const again = await bitcoinHost('Btc Actions Four', first)
    await vi.waitFor(() =>
      expect(getAccount(again.foyer, { namespace: 'bip122' }).status).toBe('connected'),
    )
    expect(first.fake.state.requests.at(-1)).toEqual({
      feature: 'standard:connect',
      input: { silent: true },
    })
  })
})

describe('getAccountRecords', () => {
  test('default: a wallet without records gives one record of its address', async () => {
    const { foyer } = testFoyer()
    await connect(foyer, { connector: 'test.fake' })
    expect(getAccountRecords(foyer)).toEqual([
      {
        namespace: 'eip155',
        address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        type: 'eoa',
      },
    ])
  })

  test('behavior: the embedded wallet (AUTH) takes the host preference, else smartAccount', async () => {
    const auth = (id: string) => (config: Parameters<ReturnType<typeof testWallet>>[0]) => ({
      ...testWallet({ id })(config),
      type: 'AUTH' as const,
    })
    const { foyer } = testFoyer({
      connectors: [auth('auth.one')],
      defaultAccountTypes: { eip155: 'eoa' },
    })
    await connect(foyer, { connector: 'auth.one' })
    expect(getAccountRecords(foyer)[0]?.type).toBe('eoa')
    const other = testFoyer({ connectors: [auth('auth.two')] })
    await connect(other.foyer, { connector: 'auth.two' })
    expect(getAccountRecords(other.foyer)[0]?.type).toBe('smartAccount')
  })
})
