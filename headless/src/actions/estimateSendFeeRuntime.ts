import { encodeFunctionData } from 'viem'
import { isAddressOfNamespace } from '../chains/isAddress.js'
import type { NoActiveCaipAddressError, NoActiveCaipNetworkError } from '../errors/chain.js'
import { UnsupportedChainError } from '../errors/chain.js'
import type { FoyerError } from '../errors/FoyerError.js'
import type { ContractRevertedError, TransactionInsufficientFundsError } from '../errors/node.js'
import type { WalletRpcError } from '../errors/rpc.js'
import { TransactionAddressError } from '../errors/validation.js'
import { activeNamespaceAtom } from '../store/atoms.js'
import type { Foyer } from '../store/createFoyer.js'
import { askEvmWallet } from './evmWallet.js'
import type { SendTokenParameters } from './sendToken.js'
import { erc20TransferAbi } from './sendTokenRuntime.js'

export type EstimateSendFeeParameters = SendTokenParameters

/** What a send would cost: gas units, the node's gas price and their product, in wei. */
export type EstimateSendFeeReturnType = { gas: bigint; gasPrice: bigint; fee: bigint }

export type EstimateSendFeeErrorType =
  | NoActiveCaipAddressError
  | NoActiveCaipNetworkError
  | UnsupportedChainError
  | TransactionAddressError
  | ContractRevertedError
  | TransactionInsufficientFundsError
  | WalletRpcError
  | FoyerError

/** The implementation of `estimateSendFee` (loaded on first use). */
export async function estimateSendFee(
  foyer: Foyer,
  parameters: EstimateSendFeeParameters,
): Promise<EstimateSendFeeReturnType> {
  const namespace = foyer.store.get(activeNamespaceAtom)
  if (namespace !== 'eip155') {
    throw new UnsupportedChainError({ metaMessages: [`Namespace: ${namespace}`] })
  }
  const { token, amount } = parameters
  if (!isAddressOfNamespace('eip155', parameters.to)) {
    throw new TransactionAddressError({ metaMessages: [`Provided: ${parameters.to}`] })
  }
  const to = parameters.to.startsWith('0x') ? parameters.to : `0x${parameters.to}`
  const call = token.address
    ? {
        to: token.address,
        data: encodeFunctionData({
          abi: erc20TransferAbi,
          functionName: 'transfer',
          args: [to as `0x${string}`, amount],
        }),
      }
    : { to, value: amount }
  return askEvmWallet(foyer, async ({ adapter, provider, address, network }) => {
    const gas = await adapter.estimateGas({ provider, address, network: network(), ...call })
    const price = await (provider as { request(a: { method: string }): Promise<unknown> }).request({
      method: 'eth_gasPrice',
    })
    const gasPrice = BigInt(typeof price === 'string' || typeof price === 'number' ? price : 0)
    return { gas, gasPrice, fee: gas * gasPrice }
  })
}
