// @vitest-environment node
import {
  createPublicClient,
  type Hex,
  http,
  type PublicClient,
  parseEther,
  recoverTypedDataAddress,
  verifyMessage,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../anvil.js'
import { TEST_ACCOUNTS, TEST_WALLET_STORAGE_KEYS } from '../config.js'
import { freePort } from '../testing/freePort.js'
import { rejection } from '../testing/rejection.js'
import type { PendingRequest } from '../wallet-base/approvals.js'
import { createMemoryStorage } from '../wallet-base/storage.js'
import {
  type CreateTestWalletProviderParameters,
  createTestWalletProvider,
  type TestWalletChain,
} from './createTestWalletProvider.js'

const CHAIN_A = 51_337
const CHAIN_B = 51_338
let anvils: StartAnvilReturnType[] = []
let chains: TestWalletChain[] = []
let publicClient: PublicClient

beforeAll(async () => {
  const [portA, portB] = [await freePort(), await freePort()]
  anvils = await Promise.all([
    startAnvil({ port: portA, chainId: CHAIN_A }),
    startAnvil({ port: portB, chainId: CHAIN_B }),
  ])
  chains = [
    { id: CHAIN_A, name: 'Test A', rpcUrl: anvils[0]!.rpcUrl },
    { id: CHAIN_B, name: 'Test B', rpcUrl: anvils[1]!.rpcUrl },
  ]
  publicClient = createPublicClient({ transport: http(anvils[0]!.rpcUrl) })
})

afterAll(async () => {
  for (const anvil of anvils) await anvil.stop()
})

const account = privateKeyToAccount(TEST_ACCOUNTS[0].privateKey)
const address = TEST_ACCOUNTS[0].address

function setup(overrides: Partial<CreateTestWalletProviderParameters> = {}) {
  return createTestWalletProvider({
    account,
    chains,
    policy: { decision: 'approve' },
    ...overrides,
  })
}

describe('eth_requestAccounts', () => {
  test('behavior: approve grants the account and emits accountsChanged', async () => {
    const storage = createMemoryStorage()
    const { provider, controls } = setup({ storage })
    const accountsChanged = vi.fn()
    provider.on('accountsChanged', accountsChanged)

    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
    expect(accountsChanged).toHaveBeenCalledWith([address])
    expect(controls.isGranted()).toBe(true)
    expect(storage.getItem(TEST_WALLET_STORAGE_KEYS.granted)).toBe('true')
  })

  test('behavior: the grant survives a reload (same storage)', async () => {
    const storage = createMemoryStorage()
    await setup({ storage }).provider.request({ method: 'eth_requestAccounts' })
    const reloaded = setup({ storage, policy: { decision: 'reject' } })
    expect(await reloaded.provider.request({ method: 'eth_accounts' })).toEqual([address])
    // Already granted: answered without asking, like an extension.
    expect(await reloaded.provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
  })

  test('behavior: user rejected request (4001)', async () => {
    const { provider } = setup({ policy: { decision: 'reject' } })
    const error = await rejection(provider.request({ method: 'eth_requestAccounts' }))
    expect(error).toBeInstanceOf(Error)
    expect({ code: error.code, message: error.message }).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  test('parameters: delayMs delays the answer', async () => {
    const { provider } = setup({ policy: { decision: 'approve', delayMs: 300 } })
    const start = performance.now()
    await provider.request({ method: 'eth_requestAccounts' })
    expect(performance.now() - start).toBeGreaterThanOrEqual(290)

    const rejecting = setup({ policy: { decision: 'reject', delayMs: 200 } })
    const rejectStart = performance.now()
    const error = await rejection(rejecting.provider.request({ method: 'eth_requestAccounts' }))
    expect(error.code).toBe(4001)
    expect(performance.now() - rejectStart).toBeGreaterThanOrEqual(190)
  })

  test("behavior: 'ask' waits for the panel, which shows the method and a summary", async () => {
    const renders: PendingRequest[][] = []
    let respond: ((id: number, approved: boolean) => void) | undefined
    const { provider, controls } = setup({
      policy: { decision: 'ask' },
      ui: {
        render: (pending, answer) => {
          renders.push([...pending])
          respond = answer
        },
      },
    })
    const request = provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(controls.pending()).toHaveLength(1))
    expect(controls.pending()[0]).toMatchObject({
      method: 'eth_requestAccounts',
      summary: 'Connect account 0xf39F…2266',
    })
    const id = controls.pending()[0]!.id
    respond!(id, true)
    expect(await request).toEqual([address])
    expect(renders.at(-1)).toEqual([])

    const second = setup({ policy: { decision: 'ask' } })
    const refused = second.provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(second.controls.pending()).toHaveLength(1))
    expect(second.controls.reject()).toBe(true)
    expect((await rejection(refused)).code).toBe(4001)
  })

  test('parameters: per-method decisions override the default', async () => {
    const { provider } = setup({
      policy: { decision: 'approve', methods: { personal_sign: 'reject' } },
    })
    await provider.request({ method: 'eth_requestAccounts' })
    const error = await rejection(
      provider.request({ method: 'personal_sign', params: ['0x68690a', address] }),
    )
    expect(error.code).toBe(4001)
  })

  test('behavior: policy is read from storage at start and written by setPolicy', async () => {
    const storage = createMemoryStorage()
    storage.setItem(TEST_WALLET_STORAGE_KEYS.policy, JSON.stringify({ decision: 'reject' }))
    const { provider, controls } = setup({ storage })
    expect(controls.getPolicy()).toEqual({ decision: 'reject' })
    expect((await rejection(provider.request({ method: 'eth_requestAccounts' }))).code).toBe(4001)

    controls.setPolicy({ decision: 'approve', delayMs: 5 })
    expect(JSON.parse(storage.getItem(TEST_WALLET_STORAGE_KEYS.policy)!)).toEqual({
      decision: 'approve',
      delayMs: 5,
    })
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([address])
  })

  test('error: invalid policy', () => {
    const { controls } = setup()
    expect(() => controls.setPolicy({ decision: 'maybe' as never })).toThrow(
      `Test wallet policy decision must be 'approve', 'reject' or 'ask', got "maybe"`,
    )
  })
})

describe('signing', () => {
  test('error: unauthorized (4100) before the grant', async () => {
    const { provider } = setup()
    const error = await rejection(
      provider.request({ method: 'personal_sign', params: ['0x68690a', address] }),
    )
    expect(error.code).toBe(4100)
  })

  test('behavior: personal_sign signature verifies with viem', async () => {
    const { provider } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    const message = 'Sign in to Foyer\nNonce: 42'
    const hexMessage = `0x${Buffer.from(message, 'utf8').toString('hex')}` as Hex
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [hexMessage, address],
    })) as Hex
    expect(await verifyMessage({ address, message, signature })).toBe(true)

    // A plain string message signs the same text.
    const plain = (await provider.request({
      method: 'personal_sign',
      params: [message, address],
    })) as Hex
    expect(await verifyMessage({ address, message, signature: plain })).toBe(true)
  })

  test('error: personal_sign for another address (4100)', async () => {
    const { provider } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    const error = await rejection(
      provider.request({ method: 'personal_sign', params: ['0x68690a', TEST_ACCOUNTS[1].address] }),
    )
    expect(error.code).toBe(4100)
  })

  test('behavior: eth_signTypedData_v4 recovers to the account', async () => {
    const { provider } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    const domain = { name: 'Foyer', version: '1', chainId: CHAIN_A }
    const types = {
      Greeting: [
        { name: 'text', type: 'string' },
        { name: 'count', type: 'uint256' },
      ],
    } as const
    const message = { text: 'hello', count: 3n }
    // What a dapp sends: JSON with the EIP712Domain type spelled out.
    const json = JSON.stringify({
      domain,
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        ...types,
      },
      primaryType: 'Greeting',
      message: { text: 'hello', count: 3 },
    })
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [address, json],
    })) as Hex
    const typedData = { domain, types, primaryType: 'Greeting', message } as const
    expect(await recoverTypedDataAddress({ ...typedData, signature })).toBe(address)
  })

  test('error: unsupported signing method (4200)', async () => {
    const { provider } = setup()
    const error = await rejection(provider.request({ method: 'eth_sign', params: [address, '0x'] }))
    expect(error.code).toBe(4200)
    const walletError = await rejection(provider.request({ method: 'wallet_showCallsStatus' }))
    expect(walletError.code).toBe(4200)
  })
})

describe('eth_sendTransaction', () => {
  test('behavior: really moves ETH on anvil', async () => {
    const { provider } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    const to = TEST_ACCOUNTS[3].address
    const before = await publicClient.getBalance({ address: to })
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: '0xde0b6b3a7640000' }], // 1 ETH
    })) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await publicClient.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(await publicClient.getBalance({ address: to })).toBe(before + parseEther('1'))
  })

  test('error: user rejected request (4001) sends nothing', async () => {
    const { provider, controls } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    controls.setPolicy({ decision: 'reject' })
    const nonce = await publicClient.getTransactionCount({ address })
    const error = await rejection(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: TEST_ACCOUNTS[2].address, value: '0x1' }],
      }),
    )
    expect(error.code).toBe(4001)
    expect(await publicClient.getTransactionCount({ address })).toBe(nonce)
  })

  test('error: not granted (4100)', async () => {
    const { provider } = setup()
    const error = await rejection(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: TEST_ACCOUNTS[2].address, value: '0x1' }],
      }),
    )
    expect(error.code).toBe(4100)
  })

  test('error: insufficient funds surfaces as a provider error with a code', async () => {
    const { provider } = setup()
    await provider.request({ method: 'eth_requestAccounts' })
    const error = await rejection(
      provider.request({
        method: 'eth_sendTransaction',
        params: [
          { from: address, to: TEST_ACCOUNTS[2].address, value: '0xffffffffffffffffffffffffffff' },
        ],
      }),
    )
    expect(typeof error.code).toBe('number')
    expect(error.message).toMatch(/insufficient|funds|exceeds/i)
  })
})

describe('chains', () => {
  test('behavior: switch chain emits chainChanged and routes reads to that chain', async () => {
    const storage = createMemoryStorage()
    const { provider } = setup({ storage })
    const chainChanged = vi.fn()
    provider.on('chainChanged', chainChanged)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xc889')

    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0xc88a' }],
    })
    expect(chainChanged).toHaveBeenCalledExactlyOnceWith('0xc88a')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xc88a')
    // Forwarded to chain B's anvil:
    expect(await provider.request({ method: 'net_version' })).toBe(String(CHAIN_B))
    expect(
      await provider.request({
        method: 'eth_call',
        params: [{ to: address, data: '0x' }, 'latest'],
      }),
    ).toBe('0x')
    // A reload remembers the chain.
    expect(setup({ storage }).controls.getChainId()).toBe(CHAIN_B)

    // Switching to the current chain does nothing.
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0xc88a' }],
    })
    expect(chainChanged).toHaveBeenCalledTimes(1)
  })

  test('error: unknown chain (4902), then wallet_addEthereumChain makes it switchable', async () => {
    const { provider } = setup()
    const error = await rejection(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] }),
    )
    expect(error.code).toBe(4902)
    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [{ chainId: '0x539', chainName: 'Local', rpcUrls: [chains[0]!.rpcUrl] }],
    })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x539' }] })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x539')
  })

  test('error: wallet_addEthereumChain refuses a non-loopback RPC URL', async () => {
    const { provider } = setup()
    const error = await rejection(
      provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: '0x1', chainName: 'Mainnet', rpcUrls: ['https://example.org'] }],
      }),
    )
    expect(error.code).toBe(-32602)
  })

  test('error: user rejected switch (4001) keeps the chain', async () => {
    const { provider } = setup({ policy: { decision: 'reject' } })
    const error = await rejection(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xc88a' }] }),
    )
    expect(error.code).toBe(4001)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xc889')
  })

  test('behavior: forwards RPC errors with their code', async () => {
    const { provider } = setup()
    const error = await rejection(provider.request({ method: 'eth_noSuchMethod' }))
    expect(error.code).toBe(-32601)
  })
})

describe('permissions and events', () => {
  test('behavior: wallet_revokePermissions clears the grant and emits accountsChanged []', async () => {
    const storage = createMemoryStorage()
    const { provider } = setup({ storage })
    await provider.request({ method: 'eth_requestAccounts' })
    expect(await provider.request({ method: 'wallet_getPermissions' })).toMatchObject([
      { parentCapability: 'eth_accounts', caveats: [{ value: [address] }] },
    ])
    const accountsChanged = vi.fn()
    provider.on('accountsChanged', accountsChanged)
    expect(
      await provider.request({
        method: 'wallet_revokePermissions',
        params: [{ eth_accounts: {} }],
      }),
    ).toBeNull()
    expect(accountsChanged).toHaveBeenCalledExactlyOnceWith([])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([])
    expect(storage.getItem(TEST_WALLET_STORAGE_KEYS.granted)).toBeNull()
  })

  test('behavior: wallet_requestPermissions grants eth_accounts', async () => {
    const { provider } = setup()
    const permissions = await provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    })
    expect(permissions).toMatchObject([{ parentCapability: 'eth_accounts' }])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([address])
  })

  test('behavior: emits connect, and disconnect (4900) when simulated', async () => {
    const { provider, controls } = setup()
    const connect = vi.fn()
    const disconnect = vi.fn()
    provider.on('connect', connect).on('disconnect', disconnect)
    await Promise.resolve()
    expect(connect).toHaveBeenCalledWith({ chainId: '0xc889' })
    controls.disconnect()
    expect(disconnect.mock.calls[0]?.[0]).toMatchObject({ code: 4900 })
    expect((await rejection(provider.request({ method: 'eth_chainId' }))).code).toBe(4900)
    controls.connect()
    expect(connect).toHaveBeenCalledTimes(2)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xc889')
  })

  test('behavior: removeListener stops events', async () => {
    const { provider } = setup()
    const listener = vi.fn()
    provider.on('accountsChanged', listener)
    provider.removeListener('accountsChanged', listener)
    await provider.request({ method: 'eth_requestAccounts' })
    expect(listener).not.toHaveBeenCalled()
  })

  test('behavior: reset() forgets grant, chain and policy and rejects pending requests', async () => {
    const storage = createMemoryStorage()
    const { provider, controls } = setup({ storage, policy: { decision: 'approve' } })
    await provider.request({ method: 'eth_requestAccounts' })
    await provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0xc88a' }],
    })
    controls.setPolicy({ decision: 'ask' })
    const waiting = provider.request({ method: 'personal_sign', params: ['0x6869', address] })
    await vi.waitFor(() => expect(controls.pending()).toHaveLength(1))

    const accountsChanged = vi.fn()
    provider.on('accountsChanged', accountsChanged)
    controls.reset()
    expect((await rejection(waiting)).code).toBe(4001)
    expect(accountsChanged).toHaveBeenCalledWith([])
    expect(controls.getChainId()).toBe(CHAIN_A)
    expect(controls.getPolicy()).toEqual({ decision: 'approve' })
    expect(storage.getItem(TEST_WALLET_STORAGE_KEYS.policy)).toBeNull()
    expect(storage.getItem(TEST_WALLET_STORAGE_KEYS.granted)).toBeNull()
  })
})
