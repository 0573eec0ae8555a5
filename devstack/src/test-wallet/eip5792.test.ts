// @vitest-environment node
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  http,
  numberToHex,
  type PublicClient,
  parseEther,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../anvil.js'
import { DEVSTACK_CONTRACTS, TEST_ACCOUNTS } from '../config.js'
import { seedChain } from '../seedChain.js'
import { freePort } from '../testing/freePort.js'
import { rejection } from '../testing/rejection.js'
import type { TestWalletPolicy } from '../wallet-base/policy.js'
import { createTestWalletProvider } from './createTestWalletProvider.js'
import { MAX_CALLS_PER_BATCH } from './eip5792.js'

const CHAIN_ID = 52_337
const CHAIN_HEX = numberToHex(CHAIN_ID)
let anvil: StartAnvilReturnType
let chain: PublicClient

beforeAll(async () => {
  anvil = await startAnvil({ port: await freePort(), chainId: CHAIN_ID })
  await seedChain({ rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID })
  chain = createPublicClient({ transport: http(anvil.rpcUrl) })
}, 60_000)
afterAll(async () => {
  await anvil.stop()
})

const sender = TEST_ACCOUNTS[0]
const recipient = TEST_ACCOUNTS[2].address
const fusd = DEVSTACK_CONTRACTS.usdToken

async function granted(policy: TestWalletPolicy = { decision: 'approve' }) {
  const wallet = createTestWalletProvider({
    account: privateKeyToAccount(sender.privateKey),
    chains: [{ id: CHAIN_ID, name: 'Calls test', rpcUrl: anvil.rpcUrl }],
    policy: { decision: 'approve' },
  })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  wallet.controls.setPolicy(policy)
  return wallet
}

const transferFusd = (amount: bigint) => ({
  to: fusd,
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
})

const batch = (calls: unknown[], extra: Record<string, unknown> = {}) => ({
  method: 'wallet_sendCalls',
  params: [
    { version: '2.0.0', chainId: CHAIN_HEX, from: sender.address, atomicRequired: false, calls },
  ].map((request) => ({ ...request, ...extra })),
})

type Status = { status: number; atomic: boolean; receipts: { status: Hex }[]; chainId: Hex }

async function settled(
  request: (args: { method: string; params?: unknown }) => Promise<unknown>,
  id: string,
) {
  for (;;) {
    const status = (await request({ method: 'wallet_getCallsStatus', params: [id] })) as Status
    if (status.status !== 100) return status
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const fusdBalance = (address: `0x${string}`) =>
  chain.readContract({ address: fusd, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

describe('wallet_getCapabilities', () => {
  test('default: per chain, not atomic, with asset discovery and permissions', async () => {
    const { provider } = await granted()
    expect(
      await provider.request({ method: 'wallet_getCapabilities', params: [sender.address] }),
    ).toEqual({
      [CHAIN_HEX]: {
        atomic: { status: 'unsupported' },
        assetDiscovery: { supported: true },
        permissions: {
          supported: true,
          permissionTypes: ['native-token-transfer', 'erc20-token-transfer'],
        },
      },
    })
    expect(
      await provider.request({
        method: 'wallet_getCapabilities',
        params: [sender.address, ['0x1']],
      }),
    ).toEqual({})
  })

  test('error: unauthorized (4100) for another account', async () => {
    const { provider } = await granted()
    const error = await rejection(
      provider.request({ method: 'wallet_getCapabilities', params: [recipient] }),
    )
    expect(error.code).toBe(4100)
  })
})

describe('wallet_sendCalls and wallet_getCallsStatus', () => {
  test('behavior: runs the calls in order on the chain; status 200 with receipts', async () => {
    const { provider } = await granted()
    const [ethBefore, fusdBefore] = [
      await chain.getBalance({ address: recipient }),
      await fusdBalance(recipient),
    ]
    const { id } = (await provider.request(
      batch([{ to: recipient, value: numberToHex(parseEther('0.5')) }, transferFusd(2_000_000n)]),
    )) as { id: string }
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    const status = await settled(provider.request, id)
    expect(status).toMatchObject({ status: 200, atomic: false, chainId: CHAIN_HEX })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect((await chain.getBalance({ address: recipient })) - ethBefore).toBe(parseEther('0.5'))
    expect((await fusdBalance(recipient)) - fusdBefore).toBe(2_000_000n)
  })

  test('behavior: a call that cannot be sent ends the batch: 400 with nothing on chain', async () => {
    const { provider } = await granted()
    const { id } = (await provider.request(batch([transferFusd(10n ** 30n)]))) as { id: string }
    const status = await settled(provider.request, id)
    expect(status.status).toBe(400)
    expect(status.receipts).toEqual([])
  })

  test('behavior: a later failing call after a mined one is a partial failure (600)', async () => {
    const { provider } = await granted()
    const { id } = (await provider.request(
      batch([transferFusd(1n), transferFusd(10n ** 30n)]),
    )) as { id: string }
    const status = await settled(provider.request, id)
    expect(status.status).toBe(600)
    expect(status.receipts).toHaveLength(1)
  })

  test('error: user rejected request (4001) sends nothing', async () => {
    const { provider } = await granted({
      decision: 'approve',
      methods: { wallet_sendCalls: 'reject' },
    })
    const before = await fusdBalance(recipient)
    const error = await rejection(provider.request(batch([transferFusd(1n)])))
    expect(error.code).toBe(4001)
    expect(await fusdBalance(recipient)).toBe(before)
  })

  test.each([
    ['another chain id (5710)', batch([transferFusd(1n)], { chainId: '0x1' }), 5710],
    ['atomicRequired (5760)', batch([transferFusd(1n)], { atomicRequired: true }), 5760],
    [
      'too many calls (5740)',
      batch(Array.from({ length: MAX_CALLS_PER_BATCH + 1 }, () => transferFusd(1n))),
      5740,
    ],
    [
      'a capability not optional (5700)',
      batch([transferFusd(1n)], { capabilities: { paymasterService: { url: 'x' } } }),
      5700,
    ],
    ['a call whose to is not an address', batch([{ to: 'alice.eth' }]), -32602],
    ['a call whose data is not hex', batch([{ to: recipient, data: 'xyz' }]), -32602],
    ['no calls', batch([]), -32602],
    ['another sender (4100)', batch([transferFusd(1n)], { from: recipient }), 4100],
  ])('error: %s', async (_name, request, code) => {
    const { provider } = await granted()
    expect((await rejection(provider.request(request))).code).toBe(code)
  })

  test('behavior: an optional capability the wallet lacks is ignored', async () => {
    const { provider } = await granted()
    const { id } = (await provider.request(
      batch([transferFusd(1n)], { capabilities: { paymasterService: { optional: true } } }),
    )) as { id: string }
    expect((await settled(provider.request, id)).status).toBe(200)
  })

  test('error: a duplicate id (5720) and an unknown id (5730)', async () => {
    const { provider } = await granted()
    const id = '0x1234'
    await provider.request(batch([transferFusd(1n)], { id }))
    expect((await settled(provider.request, id)).status).toBe(200)
    expect((await rejection(provider.request(batch([transferFusd(1n)], { id })))).code).toBe(5720)
    const unknown = provider.request({ method: 'wallet_getCallsStatus', params: ['0xdead'] })
    expect((await rejection(unknown)).code).toBe(5730)
  })
})

describe('wallet_getAssets', () => {
  test('default: native and seeded ERC-20 balances as hex, read from the chain', async () => {
    const { provider } = await granted()
    const assets = (await provider.request({
      method: 'wallet_getAssets',
      params: [{ account: sender.address, chainFilter: [CHAIN_HEX] }],
    })) as Record<Hex, { address: string; balance: Hex; type: string }[]>
    const native = numberToHex(await chain.getBalance({ address: sender.address }))
    expect(
      assets[CHAIN_HEX]?.map(({ address, balance, type }) => ({ address, balance, type })),
    ).toEqual([
      { address: 'native', balance: native, type: 'native' },
      { address: fusd, balance: numberToHex(await fusdBalance(sender.address)), type: 'erc20' },
      {
        address: DEVSTACK_CONTRACTS.token,
        balance: numberToHex(
          await chain.readContract({
            address: DEVSTACK_CONTRACTS.token,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [sender.address],
          }),
        ),
        type: 'erc20',
      },
    ])
    expect(
      await provider.request({
        method: 'wallet_getAssets',
        params: [{ account: sender.address, chainFilter: ['0x1'] }],
      }),
    ).toEqual({})
  })

  test('error: unauthorized (4100) for another account', async () => {
    const { provider } = await granted()
    const error = await rejection(
      provider.request({ method: 'wallet_getAssets', params: [{ account: recipient }] }),
    )
    expect(error.code).toBe(4100)
  })
})

describe('wallet_grantPermissions and wallet_revokePermissions (ERC-7715)', () => {
  const grant = {
    method: 'wallet_grantPermissions',
    params: [
      {
        expiry: Math.floor(Date.now() / 1000) + 3600,
        permissions: [
          {
            type: 'native-token-transfer',
            data: { ticker: 'ETH' },
            policies: [{ type: 'token-allowance', data: { allowance: '0x1' } }],
            required: true,
          },
        ],
      },
    ],
  }

  test('behavior: grant records a permission under a context; revoke by that context', async () => {
    const { provider, controls } = await granted()
    const result = (await provider.request(grant)) as { permissionsContext: Hex }
    expect(result).toMatchObject({
      expiry: grant.params[0]?.expiry,
      grantedPermissions: grant.params[0]?.permissions,
    })
    expect(result.permissionsContext).toMatch(/^0x[0-9a-f]{64}$/)
    const revoke = {
      method: 'wallet_revokePermissions',
      params: [{ permissionsContext: result.permissionsContext }],
    }
    expect(await provider.request(revoke)).toBeNull()
    expect((await rejection(provider.request(revoke))).code).toBe(-32602)
    // The account grant (EIP-2255) is untouched by an ERC-7715 revocation.
    expect(controls.isGranted()).toBe(true)
  })

  test('error: user rejected request (4001) for grant and revoke', async () => {
    const { provider, controls } = await granted()
    const { permissionsContext } = (await provider.request(grant)) as { permissionsContext: Hex }
    controls.setPolicy({ decision: 'reject' })
    expect((await rejection(provider.request(grant))).code).toBe(4001)
    const revoke = provider.request({
      method: 'wallet_revokePermissions',
      params: [{ permissionsContext }],
    })
    expect((await rejection(revoke)).code).toBe(4001)
  })

  test.each([
    ['an expiry in the past', { ...grant.params[0], expiry: 1 }],
    ['no permissions', { ...grant.params[0], permissions: [] }],
    ['a permission without policies', { ...grant.params[0], permissions: [{ type: 'x' }] }],
  ])('error: %s (-32602)', async (_name, request) => {
    const { provider } = await granted()
    const error = await rejection(
      provider.request({ method: 'wallet_grantPermissions', params: [request] }),
    )
    expect(error.code).toBe(-32602)
  })
})
