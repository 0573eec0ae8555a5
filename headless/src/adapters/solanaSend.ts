import {
  address,
  appendTransactionMessageInstructions,
  type Commitment,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  pipe,
  type Signature,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  type TransactionSigner,
} from '@solana/kit'
import type { Network } from '../chains/network.js'
import { solanaWalletChain } from '../chains/solanaChains.js'
import type {
  SolanaStandardFeatures,
  WalletStandardProvider,
} from '../connectors/walletStandard.js'
import { readProperty } from '../errors/inspect.js'
import { toWalletError } from '../errors/rpc.js'
import {
  SolanaRpcError,
  SolanaTransactionFailedError,
  SolanaTransactionNotConfirmedError,
  toWalletStandardError,
} from '../errors/solana.js'
import type { SolanaSendOptions } from '../validation/solanaSendOptions.js'
import type { SolanaAdapterParameters, SolanaWriteParameters } from './solanaParameters.js'

/** A @solana/kit RPC client. */
export type SolanaRpc = ReturnType<typeof createSolanaRpc>

/** One adapter's RPC clients and confirmation settings. */
export type SolanaContext = Required<SolanaAdapterParameters> & { rpcs: Map<string, SolanaRpc> }

/** The RPC client of a network (the first of `rpcUrls`, else of the network's own URLs). */
export function rpcOf(
  context: SolanaContext,
  network: Network,
  rpcUrls: readonly string[] | undefined,
): SolanaRpc {
  const url = (rpcUrls?.length ? rpcUrls : network.rpcUrls.default.http)[0] ?? ''
  let rpc = context.rpcs.get(url)
  if (!rpc) {
    rpc = createSolanaRpc(url)
    context.rpcs.set(url, rpc)
  }
  return rpc
}

/** Runs an RPC call; a failure becomes {@link SolanaRpcError}. */
export async function rpcCall<value>(call: () => Promise<value>): Promise<value> {
  try {
    return await call()
  } catch (error) {
    throw new SolanaRpcError({ cause: error })
  }
}

/** The wallet and the account that signs for `address`; 4100 when the wallet shares none. */
export function walletAccountOf(provider: unknown, address: string) {
  const { wallet, account } = provider as WalletStandardProvider
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

// Deprecated commitment names (SPEC §5 lists them) mean what @solana/web3.js made them mean.
const commitments: Record<NonNullable<SolanaSendOptions['preflightCommitment']>, Commitment> = {
  processed: 'processed',
  confirmed: 'confirmed',
  finalized: 'finalized',
  recent: 'processed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  root: 'finalized',
  max: 'finalized',
}

/**
 * SPEC §5's options in the shape wallets and RPCs take. The actions check them first
 * (`assertSolanaSendOptions`), since adapters import no validation code.
 */
export function sendOptionsOf(options: SolanaSendOptions | undefined) {
  const { skipPreflight, preflightCommitment, maxRetries, minContextSlot } = options ?? {}
  return {
    ...(skipPreflight === undefined ? {} : { skipPreflight }),
    ...(preflightCommitment === undefined
      ? {}
      : { preflightCommitment: commitments[preflightCommitment] }),
    ...(maxRetries === undefined ? {} : { maxRetries }),
    ...(minContextSlot === undefined ? {} : { minContextSlot }),
  }
}

/** The instructions of a write, given the noop signer that stands for the wallet's account. */
export type BuildInstructions = (
  signer: TransactionSigner,
  rpc: SolanaRpc,
) => Promise<readonly Instruction[]>

/**
 * Builds a transaction paid and signed by the wallet's account, has the wallet sign and send it
 * (`solana:signAndSendTransaction`, else `solana:signTransaction` and the RPC's
 * `sendTransaction`), and waits until the cluster confirms it.
 */
export async function sendWithWallet(
  context: SolanaContext,
  parameters: SolanaWriteParameters,
  build: BuildInstructions,
): Promise<Signature> {
  const options = sendOptionsOf(parameters.sendOptions)
  const { wallet, account } = walletAccountOf(parameters.provider, parameters.address)
  const rpc = rpcOf(context, parameters.network, parameters.rpcUrls)
  const signer = createNoopSigner(address(parameters.address))
  const instructions = await build(signer, rpc)
  const { value: blockhash } = await rpcCall(() =>
    rpc.getLatestBlockhash({ commitment: 'confirmed' }).send(),
  )
  const features = wallet.features as SolanaStandardFeatures
  const signAndSend = features['solana:signAndSendTransaction']
  const signOnly = features['solana:signTransaction']
  const versions = (signAndSend ?? signOnly)?.supportedTransactionVersions ?? []
  const message = pipe(
    createTransactionMessage({ version: versions.includes(0) ? 0 : 'legacy' }),
    (draft) => setTransactionMessageFeePayerSigner(signer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
    (draft) => appendTransactionMessageInstructions(instructions, draft),
  )
  const transaction = new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)))
  const chain = solanaWalletChain(parameters.network, wallet.chains)
  let signature: Signature
  try {
    if (signAndSend) {
      const [output] = await signAndSend.signAndSendTransaction({
        account,
        chain,
        transaction,
        options,
      })
      if (!output) throw toWalletError({ code: -32603 })
      signature = getBase58Decoder().decode(output.signature) as Signature
    } else if (signOnly) {
      const [output] = await signOnly.signTransaction({ account, chain, transaction, options })
      if (!output) throw toWalletError({ code: -32603 })
      const signed = getTransactionDecoder().decode(output.signedTransaction)
      signature = getSignatureFromTransaction(signed)
      const { minContextSlot, maxRetries, ...rest } = options
      await rpcCall(() =>
        rpc
          .sendTransaction(getBase64EncodedWireTransaction(signed), {
            encoding: 'base64',
            ...rest,
            ...(maxRetries === undefined ? {} : { maxRetries: BigInt(maxRetries) }),
            ...(minContextSlot === undefined ? {} : { minContextSlot: BigInt(minContextSlot) }),
          })
          .send(),
      )
    } else {
      throw toWalletError({ code: 4200 })
    }
  } catch (error) {
    throw toWalletStandardError(error)
  }
  await confirm(context, rpc, signature, blockhash.lastValidBlockHeight)
  return signature
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls `getSignatureStatuses` until the transaction is confirmed (resolves), failed
 * ({@link SolanaTransactionFailedError}), or its blockhash expired or the wait ran out
 * ({@link SolanaTransactionNotConfirmedError}). A failed poll is retried until then.
 */
export async function confirm(
  context: SolanaContext,
  rpc: SolanaRpc,
  signature: Signature,
  lastValidBlockHeight: bigint,
): Promise<void> {
  const deadline = Date.now() + context.confirmTimeoutMs
  const meta = [`Signature: ${signature}`]
  for (;;) {
    const status = await rpc
      .getSignatureStatuses([signature])
      .send()
      .then(
        ({ value }) => value[0],
        () => undefined,
      )
    if (status?.err) {
      throw new SolanaTransactionFailedError({
        metaMessages: [
          ...meta,
          `Error: ${JSON.stringify(status.err, (_, v) => (typeof v === 'bigint' ? `${v}` : v))}`,
        ],
      })
    }
    const level = status?.confirmationStatus
    if (level === 'confirmed' || level === 'finalized') return
    const height = await rpc
      .getBlockHeight({ commitment: 'confirmed' })
      .send()
      .catch(() => 0n)
    if (Date.now() >= deadline || height > lastValidBlockHeight) {
      throw new SolanaTransactionNotConfirmedError({ metaMessages: meta })
    }
    await sleep(context.pollIntervalMs)
  }
}
