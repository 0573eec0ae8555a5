import type { EvmAdapter } from '../adapters/evm.js'
import type { Network } from '../chains/network.js'
import { NoActiveCaipNetworkError } from '../errors/chain.js'
import { toWalletError } from '../errors/rpc.js'
import { activeWallet } from '../store/activeWallet.js'
import { accountNetworkAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'

/** The connected EVM wallet as the wallet actions use it (internal to actions/). */
export type EvmWallet = {
  adapter: EvmAdapter
  /** The wallet's EIP-1193 provider. */
  provider: unknown
  /** The connected account. */
  address: string
  /** The account's network; throws `NoActiveCaipNetworkError` when the wallet is on none offered. */
  network: () => Network
}

/**
 * Runs one request of the connected wallet of the active namespace, whatever connects it, and
 * turns what it throws into a Foyer leaf: `NoActiveCaipAddressError` with no connected account,
 * `UnsupportedChainError` where no adapter asks the wallet, 4001 as `UserRejectedRequestError`,
 * the EIP-5792 codes as their leaves, node errors as the adapter typed them.
 */
export async function askEvmWallet<result>(
  foyer: Foyer,
  run: (wallet: EvmWallet) => Promise<result>,
): Promise<result> {
  const { adapter, connector, address } = activeWallet(foyer)
  const network = () => {
    const active = foyer.store.get(accountNetworkAtom)
    if (!active) throw new NoActiveCaipNetworkError()
    return active
  }
  try {
    return await run({ adapter, provider: await connector.getProvider(), address, network })
  } catch (error) {
    throw toWalletError(error)
  }
}
