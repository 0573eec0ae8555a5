// The EVM wallet actions beyond signMessage and sendTransaction (typed data, contract writes,
// gas estimates, EIP-5792 call batches, capabilities, ERC-7715 permissions, ERC-7811 assets),
// through the injected connector and the EVM adapter, against the devstack's anvil chain and its
// test wallet provider. The sender is a fresh account funded here with anvil's cheat methods
// (ETH and the 6-decimals FUSD), so no other test's balances or nonces are touched.

import { createTestWalletProvider, type TestWalletPolicy } from '@foyer/devstack'
import {
  DEVSTACK_CHAIN_A_RPC_URL,
  DEVSTACK_CONTRACTS,
  devstackChainA,
  TEST_ACCOUNTS,
} from '@foyer/devstack/config'
import {
  AbiAddressError,
  AtomicityNotSupportedError,
  ContractRevertedError,
  connect,
  createFoyer,
  estimateGas,
  evmAdapter,
  type Foyer,
  getAssets,
  getCallsStatus,
  getCapabilities,
  grantPermissions,
  InvalidSendCallsError,
  injected,
  mount,
  revokePermissions,
  sendCalls,
  signTypedData,
  TransactionAddressError,
  UnknownCallsIdError,
  UserRejectedRequestError,
  WalletRpcError,
  writeContract,
} from '@foyer/headless'
import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  numberToHex,
  parseEther,
  verifyTypedData,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'

const sender = privateKeyToAccount(generatePrivateKey())
const recipient = TEST_ACCOUNTS[4].address
const fusd = DEVSTACK_CONTRACTS.usdToken
const chain = createPublicClient({
  chain: devstackChainA,
  transport: http(DEVSTACK_CHAIN_A_RPC_URL),
})
const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

beforeAll(async () => {
  const cheat = (method: string, params: unknown[]) =>
    chain.request({ method, params } as never) as Promise<unknown>
  await cheat('anvil_setBalance', [sender.address, numberToHex(parseEther('100'))])
  await cheat('anvil_dealERC20', [sender.address, fusd, numberToHex(1_000_000_000n)])
})

const fusdBalance = (address: `0x${string}`) =>
  chain.readContract({ address: fusd, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

/** A Foyer instance connected to a fresh test wallet for the sender; `methods` seen recorded. */
async function connected(policy: TestWalletPolicy = { decision: 'approve' }) {
  const wallet = createTestWalletProvider({
    account: sender,
    chains: [
      { id: devstackChainA.id, name: devstackChainA.name, rpcUrl: DEVSTACK_CHAIN_A_RPC_URL },
    ],
    policy: { decision: 'approve' },
  })
  const methods: string[] = []
  const provider = {
    ...wallet.provider,
    request: (args: { method: string; params?: unknown }) => {
      methods.push(args.method)
      return wallet.provider.request(args)
    },
  }
  const foyer = createFoyer({
    projectId: 'actions-evm',
    networks: [devstackChainA],
    adapters: [evmAdapter()],
    connectors: [injected({ provider, rdns: 'dev.foyer.node-wallet', name: 'Node Wallet' })],
    enableEIP6963: false,
  })
  stops.push(mount(foyer))
  await connect(foyer, { connector: 'dev.foyer.node-wallet' })
  wallet.controls.setPolicy(policy)
  return { foyer, methods, controls: wallet.controls }
}

const typedData = {
  domain: { name: 'Foyer', version: '1', chainId: devstackChainA.id, verifyingContract: fusd },
  types: {
    Mail: [
      { name: 'to', type: 'address' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { to: recipient, contents: 'Hello from Foyer' },
} as const

const transfer = (amount: bigint) =>
  ({
    address: fusd,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [recipient, amount],
  }) as const

/** Polls a batch's status until it is no longer pending. */
async function settled(foyer: Foyer, id: string) {
  for (;;) {
    const status = await getCallsStatus(foyer, { id })
    if (status.status !== 'pending') return status
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('signTypedData', () => {
  test('behavior: the signature verifies with viem for the connected address', async () => {
    const { foyer } = await connected()
    const signature = await signTypedData(foyer, typedData)
    expect(await verifyTypedData({ ...typedData, address: sender.address, signature })).toBe(true)
  })
})

describe('writeContract', () => {
  test('behavior: an ERC-20 transfer moves 6-decimals FUSD on chain', async () => {
    const { foyer } = await connected()
    const [senderBefore, recipientBefore] = [
      await fusdBalance(sender.address),
      await fusdBalance(recipient),
    ]
    const hash = await writeContract(foyer, transfer(1_500_000n))
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(senderBefore - (await fusdBalance(sender.address))).toBe(1_500_000n)
    expect((await fusdBalance(recipient)) - recipientBefore).toBe(1_500_000n)
  })

  test('error: an argument that is not an address (SPEC §5), before the wallet is asked', async () => {
    const { foyer, methods } = await connected()
    await expect(
      writeContract(foyer, { ...transfer(1n), args: ['0x1234', 1n] }),
    ).rejects.toBeInstanceOf(AbiAddressError)
    await expect(
      writeContract(foyer, { ...transfer(1n), address: 'not-a-contract' }),
    ).rejects.toBeInstanceOf(TransactionAddressError)
    expect(methods).not.toContain('eth_sendTransaction')
  })
})

describe('estimateGas', () => {
  test('default: an ETH transfer is 21000 gas; a token transfer a little more', async () => {
    const { foyer } = await connected()
    expect(await estimateGas(foyer, { to: recipient, value: 1n })).toBe(21_000n)
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 1n],
    })
    const gas = await estimateGas(foyer, { to: fusd, data })
    expect(gas).toBeGreaterThan(21_000n)
    expect(gas).toBeLessThan(200_000n)
  })

  test('error: a call that would revert is a ContractRevertedError', async () => {
    const { foyer } = await connected()
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 10n ** 30n],
    })
    await expect(estimateGas(foyer, { to: fusd, data })).rejects.toBeInstanceOf(
      ContractRevertedError,
    )
  })
})

describe('sendCalls and getCallsStatus (EIP-5792)', () => {
  test('behavior: two calls reach status 200 with receipts, both effects on chain', async () => {
    const { foyer } = await connected()
    const [ethBefore, fusdBefore] = [
      await chain.getBalance({ address: recipient }),
      await fusdBalance(recipient),
    ]
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [recipient, 250_000n],
    })
    const { id } = await sendCalls(foyer, {
      calls: [
        { to: recipient, value: parseEther('0.25') },
        { to: fusd, data },
      ],
    })
    const status = await settled(foyer, id)
    expect(status).toMatchObject({
      id,
      status: 'success',
      statusCode: 200,
      atomic: false,
      chainId: devstackChainA.id,
    })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['success', 'success'])
    expect((await chain.getBalance({ address: recipient })) - ethBefore).toBe(parseEther('0.25'))
    expect((await fusdBalance(recipient)) - fusdBefore).toBe(250_000n)
  })

  test('error: a call whose `to` does not start with 0x fails (SPEC §5) before the wallet', async () => {
    const { foyer, methods } = await connected()
    await expect(
      sendCalls(foyer, { calls: [{ to: recipient }, { to: 'alice.eth' }] }),
    ).rejects.toBeInstanceOf(InvalidSendCallsError)
    expect(methods).not.toContain('wallet_sendCalls')
  })

  test('error: forceAtomic on a wallet that is not atomic (5760)', async () => {
    const { foyer } = await connected()
    await expect(
      sendCalls(foyer, { calls: [{ to: recipient, value: 1n }], forceAtomic: true }),
    ).rejects.toBeInstanceOf(AtomicityNotSupportedError)
  })

  test('error: an id the wallet does not know (5730)', async () => {
    const { foyer } = await connected()
    await expect(getCallsStatus(foyer, { id: '0xdead' })).rejects.toBeInstanceOf(
      UnknownCallsIdError,
    )
  })
})

describe('getCapabilities', () => {
  test('default: per chain id, as the wallet reports them', async () => {
    const { foyer } = await connected()
    const expected = {
      atomic: { status: 'unsupported' },
      assetDiscovery: { supported: true },
      permissions: {
        supported: true,
        permissionTypes: ['native-token-transfer', 'erc20-token-transfer'],
      },
    }
    expect(await getCapabilities(foyer)).toEqual({ [devstackChainA.id]: expected })
    expect(await getCapabilities(foyer, { chainId: devstackChainA.id })).toEqual({
      [devstackChainA.id]: expected,
    })
  })
})

describe('grantPermissions and revokePermissions (ERC-7715)', () => {
  test('behavior: grant gives a context; revoke by it; a second revoke fails', async () => {
    const { foyer } = await connected()
    const expiry = Math.floor(Date.now() / 1000) + 3600
    const granted = await grantPermissions(foyer, {
      expiry,
      permissions: [
        {
          type: 'native-token-transfer',
          data: { ticker: 'ETH' },
          policies: [{ type: 'token-allowance', data: { allowance: parseEther('1') } }],
        },
      ],
    })
    expect(granted.expiry).toBe(expiry)
    expect(granted.grantedPermissions).toEqual([
      {
        type: 'native-token-transfer',
        data: { ticker: 'ETH' },
        policies: [{ type: 'token-allowance', data: { allowance: parseEther('1') } }],
        required: false,
      },
    ])
    expect(granted.permissionsContext).toMatch(/^0x[0-9a-f]{64}$/)
    const { permissionsContext } = granted
    await expect(revokePermissions(foyer, { permissionsContext })).resolves.toBeUndefined()
    const again = await revokePermissions(foyer, { permissionsContext }).catch((error) => error)
    expect(again).toBeInstanceOf(WalletRpcError)
    expect(again.rpcCode).toBe(-32602)
  })
})

describe('getAssets (ERC-7811)', () => {
  test('default: hex balances of the native coin and FUSD, as on chain', async () => {
    const { foyer } = await connected()
    const assets = await getAssets(foyer)
    expect(assets).toEqual([
      {
        address: 'native',
        balance: numberToHex(await chain.getBalance({ address: sender.address })),
        type: 'NATIVE',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
      {
        address: fusd,
        balance: numberToHex(await fusdBalance(sender.address)),
        type: 'ERC20',
        metadata: { name: 'Foyer USD', symbol: 'FUSD', decimals: 6 },
      },
    ])
  })
})

describe('rejection in the wallet', () => {
  test('error: each gated method refused is a UserRejectedRequestError', async () => {
    const { foyer, controls } = await connected()
    const permissions = [{ type: 'native-token-transfer', data: { ticker: 'ETH' }, policies: [] }]
    const expiry = Math.floor(Date.now() / 1000) + 3600
    const { permissionsContext } = await grantPermissions(foyer, { expiry, permissions })
    controls.setPolicy({ decision: 'reject' })
    const outcomes = await Promise.allSettled([
      signTypedData(foyer, typedData),
      writeContract(foyer, transfer(1n)),
      sendCalls(foyer, { calls: [{ to: recipient, value: 1n }] }),
      grantPermissions(foyer, { expiry, permissions }),
      revokePermissions(foyer, { permissionsContext }),
    ])
    expect(
      outcomes.map((outcome) =>
        outcome.status === 'rejected' && outcome.reason instanceof UserRejectedRequestError
          ? 'USER_REJECTED'
          : outcome,
      ),
    ).toEqual(Array(5).fill('USER_REJECTED'))
  })
})
