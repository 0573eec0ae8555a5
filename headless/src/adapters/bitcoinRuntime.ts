import type {
  BitcoinStandardFeatures,
  BitcoinStandardProvider,
} from '../connectors/bitcoinStandard.js'
import { readProperty } from '../errors/inspect.js'
import { toWalletError } from '../errors/rpc.js'
import { toWalletStandardError } from '../errors/solana.js'
import type { BitcoinSignMessageParameters } from './bitcoinParameters.js'

const toHex = (bytes: Uint8Array): `0x${string}` =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/** The wallet and its account of `address`; 4100 when the wallet does not share it. */
function walletAccountOf(provider: unknown, address: string) {
  const { wallet, account } = provider as BitcoinStandardProvider
  const accounts = readProperty(wallet, 'accounts')
  const found =
    account?.address === address
      ? account
      : Array.isArray(accounts)
        ? (accounts as typeof wallet.accounts).find((item) => item.address === address)
        : undefined
  if (!found) throw toWalletError({ code: 4100 })
  return { wallet, account: found }
}

/** Has the wallet sign a UTF-8 message (`bitcoin:signMessage`); the signature bytes as hex. */
export async function signWithBitcoinWallet(
  parameters: BitcoinSignMessageParameters,
): Promise<`0x${string}`> {
  const { wallet, account } = walletAccountOf(parameters.provider, parameters.address)
  const feature = (wallet.features as BitcoinStandardFeatures)['bitcoin:signMessage']
  if (!feature) throw toWalletError({ code: 4200 })
  const message = new TextEncoder().encode(parameters.message)
  const outputs = await feature.signMessage({ account, message }).catch((error: unknown) => {
    throw toWalletStandardError(error)
  })
  const signature = outputs[0]?.signature
  // Checked with isView, not instanceof: a wallet's bytes may come from another realm.
  if (!signature || !ArrayBuffer.isView(signature)) throw toWalletError({ code: -32603 })
  return toHex(signature)
}
