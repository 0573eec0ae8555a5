import {
  type Chain,
  createPublicClient,
  createWalletClient,
  defineChain,
  http,
  type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { DEVSTACK_DEPLOYER, MULTICALL3_ADDRESS } from '../config.js'
import type { DevstackChainInfo, DevstackContext } from '../context.js'

const clients = new Map<string, PublicClient>()

export const toViemChain = (chain: DevstackChainInfo): Chain =>
  defineChain({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
  })

/** A viem public client for a devstack chain (cached per RPC URL). */
export function publicClientFor(chain: DevstackChainInfo): PublicClient {
  let client = clients.get(chain.rpcUrl)
  if (!client) {
    client = createPublicClient({
      chain: toViemChain(chain),
      transport: http(chain.rpcUrl, { retryCount: 0 }),
      batch: { multicall: true },
      pollingInterval: 100,
    }) as PublicClient
    clients.set(chain.rpcUrl, client)
  }
  return client
}

/** A wallet client of the deployer (token owner), used as the onramp's treasury. */
export function deployerClientFor(chain: DevstackChainInfo) {
  return createWalletClient({
    account: privateKeyToAccount(DEVSTACK_DEPLOYER.privateKey),
    chain: toViemChain(chain),
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
}

/**
 * The devstack chain for a `chainId` given as CAIP-2 (`eip155:31337`) or a number; `undefined`
 * when the devstack does not serve it.
 */
export function findChain(
  context: DevstackContext,
  chainId: string | number | undefined,
): DevstackChainInfo | undefined {
  if (chainId === undefined || chainId === '') return undefined
  const text = String(chainId)
  const id = text.startsWith('eip155:') ? Number(text.slice('eip155:'.length)) : Number(text)
  return context.chains.find((chain) => chain.id === id)
}

/** Splits a CAIP-10 account id (`eip155:31337:0xabc…`); a bare address gives no chain. */
export function parseCaip10(value: string): { chainId?: string; address: string } {
  const parts = value.split(':')
  if (parts.length === 3) return { chainId: `${parts[0]}:${parts[1]}`, address: parts[2]! }
  return { address: value }
}
