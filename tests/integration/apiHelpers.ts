// Shared pieces of the api integration tests (`api.*.test.ts`): the product's service clients
// pointed at the devstack, viem clients on its anvil chains, and fresh accounts so that test
// files running in parallel (and earlier runs on a reused devstack) never see each other's state.
import {
  DEVSTACK_API_URL,
  DEVSTACK_CHAIN_A_ID,
  DEVSTACK_CONTRACTS,
  DEVSTACK_CONTROL_URL,
  type DevstackAccount,
  devstackChainA,
  NATIVE_TOKEN_ADDRESS,
} from '@foyer/devstack/config'
import { constants } from '@foyer/headless'
import { type BlockchainApi, createFoyerApi, type FoyerApi } from '@foyer/headless/api'
import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type Hex,
  http,
  type PrivateKeyAccount,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect } from 'vitest'
import { browserFetch } from './browserFetch.js'

/** CAIP-2 id of devstack chain A. */
export const CHAIN_A = `eip155:${DEVSTACK_CHAIN_A_ID}`
/** CAIP-10 ids of chain A's fungibles, as the blockchain API names them. */
export const ETH_A = `${CHAIN_A}:${NATIVE_TOKEN_ADDRESS}`
export const FUSD_A = `${CHAIN_A}:${DEVSTACK_CONTRACTS.usdToken}`
export const FOY_A = `${CHAIN_A}:${DEVSTACK_CONTRACTS.token}`

/** A project id no other test (or earlier run) uses, for the settable per-project answers. */
export const uniqueProjectId = (label: string) =>
  `it-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`

/**
 * The service clients exactly as `createFoyer` makes them, on the devstack, fetching as a
 * browser page on loopback would ({@link browserFetch}: CORS enforced).
 */
export function devstackApi(projectId = 'foyer-integration'): FoyerApi {
  return createFoyerApi({
    projectId,
    sdkType: constants.FOYER_SDK_TYPE,
    sdkVersion: constants.FOYER_VERSION,
    apiUrl: DEVSTACK_API_URL,
    blockchainApiUrl: DEVSTACK_API_URL,
    analyticsUrl: DEVSTACK_API_URL,
    fetch: browserFetch,
  })
}

/** The blockchain API client of {@link devstackApi}, which must be there. */
export function blockchainApi(projectId?: string): BlockchainApi {
  const { blockchain } = devstackApi(projectId)
  if (!blockchain) throw new Error('createFoyerApi made no blockchain API client')
  return blockchain
}

/** Reads chain A directly (no Foyer code on the way): the independent side of each check. */
export const chainA = createPublicClient({
  chain: devstackChainA,
  transport: http(),
  pollingInterval: 50,
})

export const walletOn = (account: DevstackAccount | PrivateKeyAccount) =>
  createWalletClient({
    account: 'source' in account ? account : privateKeyToAccount(account.privateKey),
    chain: devstackChainA,
    transport: http(),
  })

/** Waits for a transaction and checks it succeeded. */
export async function mined(hash: Hex) {
  const receipt = await chainA.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  return receipt
}

/** A brand-new account (no history, no balances, no names, no allowances). */
export const freshAccount = () => privateKeyToAccount(generatePrivateKey())

/** Sends ETH from `from` to `to` on chain A and waits for it. */
export async function sendEth(
  from: DevstackAccount | PrivateKeyAccount,
  to: Address,
  value: bigint,
) {
  const hash = await walletOn(from).sendTransaction({ to, value })
  await mined(hash)
  return hash
}

/** Sends an ERC-20 token of chain A and waits for it. */
export async function sendToken(
  from: DevstackAccount | PrivateKeyAccount,
  token: Address,
  to: Address,
  amount: bigint,
) {
  const hash = await walletOn(from).writeContract({
    address: token,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, amount],
  })
  await mined(hash)
  return hash
}

/** `balanceOf` read from chain A. */
export const tokenBalanceOf = (token: Address, owner: Address) =>
  chainA.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

/** A test control of the devstack (`/devstack/*`). */
export async function control(path: string, init: { method: string; body?: unknown }) {
  const response = await fetch(`${DEVSTACK_CONTROL_URL}${path}`, {
    method: init.method,
    headers: { 'content-type': 'application/json' },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  })
  expect(response.ok, `${init.method} /devstack${path}`).toBe(true)
  return response.json() as Promise<Record<string, unknown>>
}
