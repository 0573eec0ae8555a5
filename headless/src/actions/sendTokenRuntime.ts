import { isAddressOfNamespace } from '../chains/isAddress.js'
import type { ChainNamespace } from '../chains/namespaces.js'
import type { NoActiveCaipAddressError, NoActiveCaipNetworkError } from '../errors/chain.js'
import { UnsupportedChainError } from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { ContractRevertedError, TransactionInsufficientFundsError } from '../errors/node.js'
import type { UserRejectedRequestError, WalletRpcError } from '../errors/rpc.js'
import { TransactionAddressError } from '../errors/validation.js'
import type { SendableToken } from '../machines/send.js'
import { activeNamespaceAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { sendTransaction } from './sendTransaction.js'
import { transferToken } from './transferToken.js'
import { writeContract } from './writeContract.js'

export type { SendableToken }

export type SendTokenParameters = {
  token: SendableToken
  /** The recipient's address in the active namespace (a name is resolved before). */
  to: string
  /** In the token's smallest unit (`10n ** decimals` is one token). */
  amount: bigint
}

/** The transaction hash (eip155) or signature (solana) once the wallet sent it. */
export type SendTokenReturnType = string

export type SendTokenErrorType =
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | UnsupportedChainError
  | TransactionAddressError
  | ContractRevertedError
  | TransactionInsufficientFundsError
  | UserRejectedRequestError
  | WalletRpcError
  | FoyerError

/** ERC-20 `transfer(recipient, amount)`, the one function a send calls (viem's `erc20Abi` entry). */
export const erc20TransferAbi = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'recipient', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: '', type: 'bool' }],
  },
] as const

/** An eip155 address with its `0x` (SPEC §5 lets a visitor omit it). */
function withPrefix(namespace: ChainNamespace, address: string): string {
  return namespace === 'eip155' && !address.startsWith('0x') ? `0x${address}` : address
}

/** The implementation of `sendToken` (loaded on first use). */
export async function sendToken(
  foyer: Foyer,
  parameters: SendTokenParameters,
): Promise<SendTokenReturnType> {
  const namespace = foyer.store.get(activeNamespaceAtom)
  const { token, amount } = parameters
  if (namespace !== 'eip155' && namespace !== 'solana') {
    throw new UnsupportedChainError({ metaMessages: [`Namespace: ${namespace}`] })
  }
  if (!isAddressOfNamespace(namespace, parameters.to)) {
    throw new TransactionAddressError({ metaMessages: [`Provided: ${parameters.to}`] })
  }
  const to = withPrefix(namespace, parameters.to)
  if (!token.address) return sendTransaction(foyer, { to, value: amount })
  if (namespace === 'solana') return transferToken(foyer, { to, token: token.address, amount })
  return writeContract(foyer, {
    address: token.address,
    abi: erc20TransferAbi,
    functionName: 'transfer',
    args: [to, amount],
  })
}
