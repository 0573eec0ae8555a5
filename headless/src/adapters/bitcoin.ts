import { UnsupportedChainError } from '../errors/chain.js'
import { lazyOnce } from '../utils/lazyOnce.js'
import type {
  BitcoinGetBalanceParameters,
  BitcoinSignMessageParameters,
} from './bitcoinParameters.js'

export type { BitcoinGetBalanceParameters, BitcoinSignMessageParameters }

/**
 * Chain access for the bip122 namespace through a Bitcoin Wallet Standard wallet
 * (`bitcoinStandard` connector): signing messages only. Foyer has no Bitcoin RPC or indexer,
 * so it reads no balance and sends nothing on Bitcoin.
 */
export type BitcoinAdapter = {
  readonly namespace: 'bip122'
  /**
   * Not supported: Foyer has no Bitcoin RPC or indexer. Always rejects with
   * `UnsupportedChainError` ('Unsupported chain'); a host reads Bitcoin balances itself.
   */
  getBalance(parameters: BitcoinGetBalanceParameters): Promise<bigint>
  /**
   * Has the wallet sign a message (`bitcoin:signMessage`); the signature bytes as hex. With the
   * devstack's test wallet these are the 65 bytes of a legacy "Bitcoin Signed Message" signature
   * (BIP-137 header, r, s): base64 of the same bytes is the form Bitcoin tools verify.
   */
  signMessage(parameters: BitcoinSignMessageParameters): Promise<`0x${string}`>
}

/**
 * Creates the Bitcoin adapter. Its wallet code loads on first use (a dynamic import), so a host
 * that never signs on Bitcoin never fetches it.
 */
export function bitcoinAdapter(): BitcoinAdapter {
  const load = lazyOnce(() => import('./bitcoinRuntime.js'))
  return {
    namespace: 'bip122',
    getBalance: async ({ network }) => {
      throw new UnsupportedChainError({
        metaMessages: [
          'Foyer has no Bitcoin RPC: it reads no bip122 balance',
          `Network: ${network.caipNetworkId}`,
        ],
      })
    },
    signMessage: async (input) => (await load()).signWithBitcoinWallet(input),
  }
}
