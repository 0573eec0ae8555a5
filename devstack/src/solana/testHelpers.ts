import {
  type Address,
  appendTransactionMessageInstructions,
  type Base64EncodedWireTransaction,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  type Instruction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionSigner,
} from '@solana/kit'
import type { DevstackSolanaAccount } from './constants.js'

/** A kit signer for one of the devstack's Solana accounts. */
export function signerOf(account: DevstackSolanaAccount) {
  return createKeyPairSignerFromBytes(new Uint8Array(getBase58Encoder().encode(account.secretKey)))
}

/**
 * Builds, signs and encodes (base64) a transaction paid by `feePayer` with a fresh blockhash
 * from `rpcUrl`.
 */
export async function buildSignedTransaction(
  rpcUrl: string,
  feePayer: TransactionSigner,
  instructions: readonly Instruction[],
): Promise<Base64EncodedWireTransaction> {
  const rpc = createSolanaRpc(rpcUrl)
  const { value: latestBlockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayerSigner(feePayer, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, m),
    (m) => appendTransactionMessageInstructions(instructions, m),
  )
  const signed = await signTransactionMessageWithSigners(message)
  return getBase64EncodedWireTransaction(signed)
}

/** Balance in lamports. */
export async function lamportsOf(rpcUrl: string, address: Address): Promise<bigint> {
  return (await createSolanaRpc(rpcUrl).getBalance(address).send()).value
}
