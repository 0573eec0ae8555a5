// Send and names through headless against the devstack: the send form's actions
// (updateSendForm, submitSendForm → sendToken) move the native coin and the 6-decimals FUSD
// token on anvil from the test wallet provider to account #2; a name is registered through the
// names route with a real personal_sign signature from an AUTH-type connector, then resolves both
// ways; a send whose RPC fails (devstack fault control) gives a typed error and keeps the form.

import { createTestWalletProvider } from '@foyer/devstack'
import {
  DEVSTACK_BLOCKCHAIN_API_URL,
  DEVSTACK_CHAIN_A_RPC_URL,
  DEVSTACK_CONTROL_URL,
  DEVSTACK_RPC_PROXY_URL,
  DEVSTACK_TOKENS,
  devstackChainA,
  TEST_ACCOUNTS,
} from '@foyer/devstack/config'
import {
  connect,
  createConnector,
  createFoyer,
  evmAdapter,
  getAccountNames,
  injected,
  mount,
  registerAccountName,
  resolveName,
  type SendFormToken,
  submitSendForm,
  updateSendForm,
  WalletRpcError,
} from '@foyer/headless'
import { sendAtom } from '@foyer/headless/internal'
import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test } from 'vitest'

// Account #1 sends (no other integration test spends from it) to account #2; a fresh account
// registers names (a signature costs no gas).
const sender = TEST_ACCOUNTS[1]
const recipient = TEST_ACCOUNTS[2].address
const fusd = DEVSTACK_TOKENS.find((token) => token.symbol === 'FUSD')
if (!fusd) throw new Error('the devstack has no FUSD token')
const registrantKey = generatePrivateKey()
const registrant = {
  address: privateKeyToAccount(registrantKey).address,
  privateKey: registrantKey,
}
const chain = createPublicClient({
  chain: devstackChainA,
  transport: http(DEVSTACK_CHAIN_A_RPC_URL),
})
const eth: SendFormToken = { name: 'Ether', symbol: 'ETH', decimals: 18, balance: '100', price: 0 }
const usd: SendFormToken = {
  name: fusd.name,
  symbol: fusd.symbol,
  decimals: fusd.decimals,
  address: fusd.address,
  balance: fusd.seededBalance,
  price: fusd.priceUsd,
}

const stops: Array<() => void> = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

async function connected(options: {
  account: { privateKey: `0x${string}` }
  rpcUrl?: string
  type?: 'AUTH'
}) {
  const { provider } = createTestWalletProvider({
    account: privateKeyToAccount(options.account.privateKey),
    chains: [
      {
        id: devstackChainA.id,
        name: devstackChainA.name,
        rpcUrl: options.rpcUrl ?? DEVSTACK_CHAIN_A_RPC_URL,
      },
    ],
    policy: { decision: 'approve' },
  })
  const base = injected({ provider, rdns: 'dev.foyer.node-wallet', name: 'Node Wallet' })
  const connector = createConnector((config) => ({
    ...base(config),
    ...(options.type ? { type: options.type } : {}),
  }))
  const foyer = createFoyer({
    projectId: 'send-wallet',
    networks: [devstackChainA],
    adapters: [evmAdapter()],
    connectors: [connector],
    enableEIP6963: false,
    services: { blockchainApiUrl: DEVSTACK_BLOCKCHAIN_API_URL },
  })
  stops.push(mount(foyer))
  await connect(foyer, { connector: 'dev.foyer.node-wallet' })
  return foyer
}

const fusdBalance = (address: `0x${string}`) =>
  chain.readContract({
    address: usd.address as `0x${string}`,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  })

describe('send through the send form', () => {
  test('behavior: 0.001 ETH moves from the wallet to account #2 on chain', async () => {
    const foyer = await connected({ account: sender })
    const [fromBefore, toBefore] = await Promise.all([
      chain.getBalance({ address: sender.address }),
      chain.getBalance({ address: recipient }),
    ])
    updateSendForm(foyer, { token: eth, amount: '0.001', receiver: recipient })
    const hash = (await submitSendForm(foyer)) as `0x${string}`
    expect(foyer.store.get(sendAtom).status).toBe('success')
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect((await chain.getBalance({ address: recipient })) - toBefore).toBe(parseEther('0.001'))
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    expect(fromBefore - (await chain.getBalance({ address: sender.address }))).toBe(
      parseEther('0.001') + fee,
    )
  })

  test('behavior: 1.5 FUSD (6 decimals) moves with transfer(recipient, amount)', async () => {
    const foyer = await connected({ account: sender })
    const [fromBefore, toBefore] = await Promise.all([
      fusdBalance(sender.address),
      fusdBalance(recipient),
    ])
    updateSendForm(foyer, { token: usd, amount: '1.5', receiver: recipient })
    const hash = (await submitSendForm(foyer)) as `0x${string}`
    expect((await chain.waitForTransactionReceipt({ hash })).status).toBe('success')
    expect((await fusdBalance(recipient)) - toBefore).toBe(parseUnits('1.5', 6))
    expect(fromBefore - (await fusdBalance(sender.address))).toBe(1_500_000n)
  })

  test('error: the wallet’s RPC failing gives a typed error and the form keeps its values', async () => {
    const rpcUrl = `${DEVSTACK_RPC_PROXY_URL}?chainId=eip155:${devstackChainA.id}&projectId=send-wallet`
    const foyer = await connected({ account: sender, rpcUrl })
    const response = await fetch(`${DEVSTACK_CONTROL_URL}/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/v1', method: 'POST', status: 503 }),
    })
    const { fault } = (await response.json()) as { fault: { id: number } }
    try {
      updateSendForm(foyer, { token: eth, amount: '0.002', receiver: recipient })
      const error = await submitSendForm(foyer).catch((cause: unknown) => cause)
      expect(error).toBeInstanceOf(WalletRpcError)
      expect((error as WalletRpcError).shortMessage).toBeTruthy()
      const state = foyer.store.get(sendAtom)
      expect(state.status).toBe('idle')
      expect(state.error).toBe(error)
      expect(state.form).toMatchObject({ sendTokenAmount: '0.002', receiverAddress: recipient })
      expect(state.form.token).toEqual(eth)
    } finally {
      await fetch(`${DEVSTACK_CONTROL_URL}/faults/${fault.id}`, { method: 'DELETE' })
    }
  })
})

describe('names', () => {
  test('behavior: a name registered with a personal_sign signature resolves both ways', async () => {
    const foyer = await connected({ account: registrant, type: 'AUTH' })
    const label = `foyer-send-${Date.now().toString(36)}`
    const record = await registerAccountName(foyer, { name: label })
    expect(record.name).toBe(`${label}.reown.id`)
    await expect(resolveName(foyer, { name: label })).resolves.toEqual({
      name: `${label}.reown.id`,
      address: registrant.address,
    })
    const names = await getAccountNames(foyer)
    expect(names.map((name) => name.name)).toContain(`${label}.reown.id`)
  })

  test('behavior: a send to a name goes to its address', async () => {
    const owner = await connected({ account: registrant, type: 'AUTH' })
    const label = `foyer-pay-${Date.now().toString(36)}`
    await registerAccountName(owner, { name: label })
    const foyer = await connected({ account: sender })
    const before = await chain.getBalance({ address: registrant.address })
    updateSendForm(foyer, { token: eth, amount: '0.0001', receiver: `${label}.reown.id` })
    const hash = (await submitSendForm(foyer)) as `0x${string}`
    expect(foyer.store.get(sendAtom).form.receiverProfileName).toBe(`${label}.reown.id`)
    await chain.waitForTransactionReceipt({ hash })
    expect((await chain.getBalance({ address: registrant.address })) - before).toBe(
      parseEther('0.0001'),
    )
  })
})
