import { type Address, erc20Abi } from 'viem'
import { getBalance, multicall, readContract } from 'viem/actions'
import type { EvmChainTokenBalance, EvmGetTokenBalancesParameters } from './evmParameters.js'
import { type ClientCache, publicClient } from './evmRuntime.js'

const fields = ['name', 'symbol', 'decimals', 'balanceOf'] as const

/**
 * The native balance plus each listed ERC-20's name, symbol, decimals and balance, read from
 * the network's RPC: one Multicall3 call (viem's `multicall`, batch 1024) when the network
 * names its Multicall3 contract, else one `eth_call` per field. A token whose reads fail is
 * left out; a failed native read rejects.
 */
export async function readTokenBalances(
  cache: ClientCache,
  parameters: EvmGetTokenBalancesParameters,
): Promise<EvmChainTokenBalance[]> {
  const { network, tokens } = parameters
  const urls = parameters.rpcUrls?.length ? parameters.rpcUrls : network.rpcUrls.default.http
  const client = publicClient(cache, network, urls)
  const account = parameters.address as Address
  const contracts = tokens.flatMap((token) =>
    fields.map((field) => ({
      address: token as Address,
      abi: erc20Abi,
      functionName: field,
      args: field === 'balanceOf' ? [account] : [],
    })),
  )
  const [native, results] = await Promise.all([
    getBalance(client, { address: account }),
    network.contracts?.multicall3
      ? multicall(client, { contracts: contracts as never[], allowFailure: true })
      : Promise.all(
          contracts.map((contract) =>
            readContract(client, contract as never).then(
              (result) => ({ status: 'success' as const, result }),
              (error: unknown) => ({ status: 'failure' as const, error }),
            ),
          ),
        ),
  ])
  const balances: EvmChainTokenBalance[] = [
    { ...network.nativeCurrency, address: undefined, balance: native },
  ]
  tokens.forEach((token, index) => {
    const read = results.slice(index * fields.length, (index + 1) * fields.length)
    if (read.length !== fields.length || read.some((item) => item.status !== 'success')) return
    const [name, symbol, decimals, balance] = read.map((item) =>
      item.status === 'success' ? item.result : undefined,
    )
    balances.push({
      name: String(name),
      symbol: String(symbol),
      decimals: Number(decimals),
      address: token,
      balance: balance as bigint,
    })
  })
  return balances
}
