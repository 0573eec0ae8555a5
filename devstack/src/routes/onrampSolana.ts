// The onramp's Solana branch (issue #22): SOL sold on the local cluster, paid out by the
// devstack's Solana treasury with a real transfer the cluster records.

import {
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  isAddress as isSolanaAddress,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  DEVSTACK_SOLANA_CHAIN_ID,
  DEVSTACK_SOLANA_NAME,
  DEVSTACK_SOLANA_ONRAMP_TREASURY,
  DEVSTACK_SOLANA_REFERENCE,
  SOLANA_NATIVE_PRICE_USD,
} from '../solana/constants.js'

/** The onramp's network name for the cluster (the headless onramp names Solana 'solana'). */
export const SOLANA_ONRAMP_NETWORK = 'solana'

/** What the onramp sells on the cluster: SOL, at the devstack's price. */
export const SOLANA_ONRAMP_ASSET = {
  symbol: 'SOL',
  name: 'Solana',
  decimals: 9,
  priceUsd: SOLANA_NATIVE_PRICE_USD,
} as const

/** The options' purchase currency for the cluster (its `chain_id` is the CAIP-2 reference). */
export const solanaPurchaseCurrency = () => ({
  id: SOLANA_ONRAMP_ASSET.symbol,
  name: SOLANA_ONRAMP_ASSET.name,
  symbol: SOLANA_ONRAMP_ASSET.symbol,
  networks: [
    {
      name: SOLANA_ONRAMP_NETWORK,
      display_name: DEVSTACK_SOLANA_NAME,
      chain_id: DEVSTACK_SOLANA_REFERENCE,
      contract_address: '',
    },
  ],
})

/** Whether a network name or asset id means the cluster ('solana', 'SOL'). */
export const isSolanaNetwork = (network: unknown) =>
  typeof network === 'string' && network.toLowerCase() === SOLANA_ONRAMP_NETWORK
export const isSolanaAsset = (id: string | undefined) =>
  id?.toUpperCase() === SOLANA_ONRAMP_ASSET.symbol

/** A base58 Solana address (what the URL generator takes for a Solana destination). */
export const isSolanaDestination = (value: unknown): value is string =>
  typeof value === 'string' && isSolanaAddress(value)

/** The chain id a Solana purchase records (the cluster's id in the devstack's tables). */
export const SOLANA_PURCHASE_CHAIN_ID = DEVSTACK_SOLANA_CHAIN_ID

/**
 * Sends `amount` SOL (a decimal string) from the treasury to `to` on the cluster at `rpcUrl`;
 * resolves the signature once the cluster has it (the local cluster executes on receipt).
 */
export async function fundSol(rpcUrl: string, to: string, amount: string): Promise<string> {
  const [whole = '0', fraction = ''] = amount.split('.')
  const value = BigInt(whole) * 10n ** 9n + BigInt(fraction.padEnd(9, '0').slice(0, 9) || '0')
  const treasury = await createKeyPairSignerFromBytes(
    new Uint8Array(getBase58Encoder().encode(DEVSTACK_SOLANA_ONRAMP_TREASURY.secretKey)),
  )
  const rpc = createSolanaRpc(rpcUrl)
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(treasury, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: treasury,
          destination: address(to),
          amount: lamports(value),
        }),
        m,
      ),
  )
  const signed = await signTransactionMessageWithSigners(message)
  const wire = getBase64EncodedWireTransaction(signed)
  return rpc.sendTransaction(wire, { encoding: 'base64' }).send()
}
