import type { Network } from '../chains/network.js'
import { assertParameter, parameterRules as is } from '../validation/parameters.js'

/** EIP-3085's `wallet_addEthereumChain` parameter for a host's network. */
export function addEthereumChainParameter(network: Network) {
  assertParameter('network', network, is.chain)
  const explorer = network.blockExplorers?.default?.url
  return {
    chainId: `0x${network.id.toString(16)}`,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: [...network.rpcUrls.default.http],
    ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
  }
}
