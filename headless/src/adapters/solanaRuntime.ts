import { address, getUtf8Encoder, type Signature } from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  fetchMint,
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { isAddressOfNamespace } from '../chains/isAddress.js'
import type { SolanaStandardFeatures } from '../connectors/walletStandard.js'
import { toWalletError } from '../errors/rpc.js'
import { SolanaCallDataUnsupportedError, toWalletStandardError } from '../errors/solana.js'
import { TransactionAddressError } from '../errors/validation.js'
import type {
  SolanaAdapterParameters,
  SolanaGetBalanceParameters,
  SolanaSendTransactionParameters,
  SolanaSignMessageParameters,
  SolanaTokenBalance,
  SolanaTransferTokenParameters,
} from './solanaParameters.js'
import {
  rpcCall,
  rpcOf,
  type SolanaContext,
  sendWithWallet,
  walletAccountOf,
} from './solanaSend.js'

export type { SolanaContext }

/** A fresh context: its own RPC clients, so two adapters never share them. */
export function createSolanaContext(settings: Required<SolanaAdapterParameters>): SolanaContext {
  return { ...settings, rpcs: new Map() }
}

/** A base58 address, checked (SPEC §5: 32 to 44 base58 characters). */
function solanaAddress(value: string, role: string) {
  if (!isAddressOfNamespace('solana', value)) {
    throw new TransactionAddressError({
      metaMessages: [`Rule: ${role} is 32 to 44 base58 characters`, `Provided: ${value}`],
    })
  }
  return address(value)
}

/** The SOL balance of an address, in lamports. */
export async function readBalance(
  context: SolanaContext,
  parameters: SolanaGetBalanceParameters,
): Promise<bigint> {
  const owner = solanaAddress(parameters.address, 'address')
  const rpc = rpcOf(context, parameters.network, parameters.rpcUrls)
  const { value } = await rpcCall(() => rpc.getBalance(owner, { commitment: 'confirmed' }).send())
  return value
}

type ParsedTokenAccount = {
  info?: { mint?: unknown; tokenAmount?: { amount?: unknown; decimals?: unknown } }
}

/** The owner's SPL token accounts (Token program), read as jsonParsed. */
export async function readTokenBalances(
  context: SolanaContext,
  parameters: SolanaGetBalanceParameters,
): Promise<SolanaTokenBalance[]> {
  const owner = solanaAddress(parameters.address, 'address')
  const rpc = rpcOf(context, parameters.network, parameters.rpcUrls)
  const { value } = await rpcCall(() =>
    rpc
      .getTokenAccountsByOwner(
        owner,
        { programId: TOKEN_PROGRAM_ADDRESS },
        { encoding: 'jsonParsed', commitment: 'confirmed' },
      )
      .send(),
  )
  return value.flatMap(({ pubkey, account }) => {
    const { info } = (account.data.parsed ?? {}) as ParsedTokenAccount
    const amount = info?.tokenAmount?.amount
    const decimals = info?.tokenAmount?.decimals
    if (
      typeof info?.mint !== 'string' ||
      typeof amount !== 'string' ||
      typeof decimals !== 'number'
    )
      return []
    return [{ mint: info.mint, tokenAccount: pubkey, amount: BigInt(amount), decimals }]
  })
}

const toHex = (bytes: Uint8Array): `0x${string}` =>
  `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/** Has the wallet sign a UTF-8 message (`solana:signMessage`); the signature as hex. */
export async function signWithWallet(
  parameters: SolanaSignMessageParameters,
): Promise<`0x${string}`> {
  const { wallet, account } = walletAccountOf(parameters.provider, parameters.address)
  const feature = (wallet.features as SolanaStandardFeatures)['solana:signMessage']
  if (!feature) throw toWalletError({ code: 4200 })
  const message = new Uint8Array(getUtf8Encoder().encode(parameters.message))
  try {
    const [output] = await feature.signMessage({ account, message })
    if (!output) throw toWalletError({ code: -32603 })
    return toHex(output.signature)
  } catch (error) {
    throw toWalletStandardError(error)
  }
}

/** Sends lamports with a system transfer, through the wallet. */
export function sendSol(
  context: SolanaContext,
  parameters: SolanaSendTransactionParameters,
): Promise<Signature> {
  if (parameters.data !== undefined) {
    return Promise.reject(
      new SolanaCallDataUnsupportedError({
        metaMessages: ['Send SOL with `value`, an SPL token with `transferToken`'],
      }),
    )
  }
  const destination = solanaAddress(parameters.to, 'to')
  return sendWithWallet(context, parameters, async (signer) => [
    getTransferSolInstruction({ source: signer, destination, amount: parameters.value ?? 0n }),
  ])
}

/**
 * Sends an SPL token: `transferChecked` from the sender's associated token account to the
 * recipient's, created first if missing (idempotent). The mint's decimals and token program
 * are read from the mint account.
 */
export function sendToken(
  context: SolanaContext,
  parameters: SolanaTransferTokenParameters,
): Promise<Signature> {
  const owner = solanaAddress(parameters.to, 'to')
  const mint = solanaAddress(parameters.token, 'token')
  return sendWithWallet(context, parameters, async (signer, rpc) => {
    const { data, programAddress: tokenProgram } = await rpcCall(() => fetchMint(rpc, mint))
    const [[source], [destination]] = await Promise.all([
      findAssociatedTokenPda({ owner: signer.address, tokenProgram, mint }),
      findAssociatedTokenPda({ owner, tokenProgram, mint }),
    ])
    return [
      getCreateAssociatedTokenIdempotentInstruction({
        payer: signer,
        ata: destination,
        owner,
        mint,
        tokenProgram,
      }),
      getTransferCheckedInstruction(
        {
          source,
          mint,
          destination,
          authority: signer,
          amount: parameters.amount,
          decimals: data.decimals,
        },
        { programAddress: tokenProgram },
      ),
    ]
  })
}
