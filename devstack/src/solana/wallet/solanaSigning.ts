import {
  createKeyPairFromBytes,
  getBase58Encoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit'
import { ProviderRpcError } from '../../wallet-base/errors.js'
import type { DevstackSolanaAccount } from '../constants.js'

/** A devstack Solana account with its WebCrypto Ed25519 key pair (imported on first use). */
export type SolanaKeyHolder = {
  readonly address: string
  /** The 32-byte public key (the address decoded). */
  readonly publicKey: Uint8Array
  keyPair: () => Promise<CryptoKeyPair>
}

/** Wraps an account; its secret is imported into WebCrypto only when it first signs. */
export function solanaKeyHolder(account: DevstackSolanaAccount): SolanaKeyHolder {
  let keyPair: Promise<CryptoKeyPair> | undefined
  return {
    address: account.address,
    publicKey: new Uint8Array(getBase58Encoder().encode(account.address)),
    keyPair: () => {
      keyPair ??= createKeyPairFromBytes(
        new Uint8Array(getBase58Encoder().encode(account.secretKey)),
      )
      return keyPair
    },
  }
}

/** Ed25519 signature of `message` (64 bytes). */
export async function signMessageBytes(holder: SolanaKeyHolder, message: Uint8Array) {
  const { privateKey } = await holder.keyPair()
  return new Uint8Array(await signBytes(privateKey, message))
}

/** Adds the holder's signature to a wire transaction that asks for it; returns the new wire bytes. */
export async function signWireTransaction(
  holder: SolanaKeyHolder,
  wire: Uint8Array,
): Promise<Uint8Array> {
  let transaction: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>
  try {
    transaction = getTransactionDecoder().decode(wire)
  } catch {
    throw new ProviderRpcError(-32602, 'The transaction could not be decoded.')
  }
  if (!(holder.address in transaction.signatures)) {
    throw new ProviderRpcError(
      -32602,
      `The transaction does not ask for a signature of ${holder.address}.`,
    )
  }
  const signed = await partiallySignTransaction([await holder.keyPair()], transaction)
  return new Uint8Array(getTransactionEncoder().encode(signed))
}

/**
 * Sends a signed wire transaction with the RPC's `sendTransaction` (base64); returns the
 * signature (base58). RPC errors are thrown with their code, message and data.
 */
export async function sendWireTransaction(
  rpcUrl: string,
  wire: Uint8Array,
  options: { skipPreflight?: boolean; preflightCommitment?: string; maxRetries?: number } = {},
): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [getBase64Decoder().decode(wire), { ...options, encoding: 'base64' }],
    }),
  })
  const body = (await response.json()) as {
    result?: string
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data)
  if (typeof body.result !== 'string') throw new ProviderRpcError(-32603, 'No signature returned.')
  return body.result
}
