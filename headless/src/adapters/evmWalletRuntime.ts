import type { Address, EIP1193Provider, Hex } from 'viem'
import { BaseError, createClient, custom, encodeFunctionData, isAddress, numberToHex } from 'viem'
import {
  estimateGas,
  getCallsStatus,
  getCapabilities,
  sendCalls,
  sendTransaction,
  signTypedData,
} from 'viem/actions'
import { grantPermissions } from 'viem/experimental'
import type { Network } from '../chains/network.js'
import { toAbiEncodingError } from '../errors/abiEncoding.js'
import { describeValue } from '../errors/inspect.js'
import { toNodeError } from '../errors/node.js'
import { TransactionAddressError } from '../errors/validation.js'
import type {
  Asset,
  EvmCallsStatus,
  EvmEstimateGasParameters,
  EvmGetAssetsParameters,
  EvmGetCallsStatusParameters,
  EvmGetCapabilitiesParameters,
  EvmGrantedPermissions,
  EvmGrantPermissionsParameters,
  EvmRevokePermissionsParameters,
  EvmSendCallsParameters,
  EvmSendCallsResult,
  EvmSignTypedDataParameters,
  EvmWalletCapabilities,
  EvmWriteContractParameters,
} from './evmWalletTypes.js'

// The EVM adapter's wallet requests beyond personal_sign and eth_sendTransaction, loaded with
// import() on first use like evmRuntime.ts. Node and transport errors become Foyer leaves here
// (toNodeError). Only viem-free modules of headless are imported besides viem: a module both
// loaded lazily and reachable from the root entry lands in a host's first bundle.

/**
 * A client that asks the connected wallet, for one account. No retries: a wallet request is
 * the person's to answer once, and a node error (a revert) is not worth asking again.
 */
function walletClient(provider: unknown, address: string, network?: Network) {
  return createClient({
    account: address as Address,
    chain: network,
    transport: custom(provider as EIP1193Provider, { retryCount: 0 }),
  })
}

/** SPEC §5 (as `assertTransactionRequest`): `to` is a valid address, checksummed if mixed-case. */
function assertTo(to: string) {
  if (isAddress(to)) return
  throw new TransactionAddressError({
    metaMessages: ['Rule: to is a valid address', `Provided: ${describeValue(to)}`],
  })
}

/** Runs a request and turns what viem throws into a Foyer leaf (SPEC §8). */
async function mapped<result>(run: () => Promise<result>): Promise<result> {
  try {
    return await run()
  } catch (error) {
    throw toNodeError(error)
  }
}

/** Signs EIP-712 typed data with the connected wallet (`eth_signTypedData_v4`). */
export function signTypedDataWithWallet(parameters: EvmSignTypedDataParameters): Promise<Hex> {
  const { provider, address, typedData } = parameters
  const client = walletClient(provider, address)
  return mapped(() => signTypedData(client, { ...typedData, account: client.account } as never))
}

/**
 * Calls a contract function through the wallet: the address checked (SPEC §5), the arguments
 * encoded with viem's `encodeFunctionData` (SPEC §5's argument rules as Foyer leaves), then
 * `eth_sendTransaction`.
 */
export function writeContractWithWallet(parameters: EvmWriteContractParameters): Promise<Hex> {
  const { provider, address, network, contract } = parameters
  assertTo(contract.address)
  let data: Hex
  try {
    data = encodeFunctionData({
      abi: contract.abi,
      functionName: contract.functionName,
      args: contract.args ?? [],
    } as never)
  } catch (error) {
    throw toAbiEncodingError(error)
  }
  const client = walletClient(provider, address, network)
  return mapped(() =>
    sendTransaction(client, {
      account: client.account,
      chain: network,
      to: contract.address as Address,
      data,
      value: contract.value,
    }),
  )
}

/** Estimates a transaction's gas through the wallet's node (`eth_estimateGas`). */
export function estimateGasWithWallet(parameters: EvmEstimateGasParameters): Promise<bigint> {
  const { provider, address, network, to, data, value } = parameters
  assertTo(to)
  const client = walletClient(provider, address, network)
  return mapped(() =>
    estimateGas(client, { account: client.account, to: to as Address, data, value }),
  )
}

/** Sends a batch of calls (EIP-5792 `wallet_sendCalls`). */
export function sendCallsWithWallet(
  parameters: EvmSendCallsParameters,
): Promise<EvmSendCallsResult> {
  const { provider, address, network, calls, capabilities, forceAtomic, id } = parameters
  const client = walletClient(provider, address, network)
  return mapped(async () => {
    const result = await sendCalls(client, {
      account: client.account,
      chain: network,
      calls: calls.map((call) => ({ to: call.to as Address, data: call.data, value: call.value })),
      capabilities,
      forceAtomic,
      id,
    })
    return result.capabilities
      ? { id: result.id, capabilities: result.capabilities }
      : { id: result.id }
  })
}

/** The status of a batch and its receipts (EIP-5792 `wallet_getCallsStatus`). */
export function getCallsStatusWithWallet(
  parameters: EvmGetCallsStatusParameters,
): Promise<EvmCallsStatus> {
  const { provider, address, id } = parameters
  return mapped(async () => {
    const result = await getCallsStatus(walletClient(provider, address), { id })
    return {
      id,
      chainId: result.chainId,
      status: result.status,
      statusCode: result.statusCode,
      atomic: result.atomic,
      receipts: (result.receipts ?? []).map((receipt) => ({
        transactionHash: receipt.transactionHash,
        blockHash: receipt.blockHash,
        blockNumber: receipt.blockNumber,
        gasUsed: receipt.gasUsed,
        status: receipt.status,
        logs: receipt.logs,
      })),
    }
  })
}

/** The wallet's capabilities per chain id (EIP-5792 `wallet_getCapabilities`). */
export function getCapabilitiesWithWallet(
  parameters: EvmGetCapabilitiesParameters,
): Promise<Record<number, EvmWalletCapabilities>> {
  const { provider, address, chainId } = parameters
  return mapped(async () => {
    const client = walletClient(provider, address)
    if (chainId === undefined) return await getCapabilities(client, { account: client.account })
    return { [chainId]: await getCapabilities(client, { account: client.account, chainId }) }
  })
}

/** Asks the wallet for permissions (ERC-7715 `wallet_grantPermissions`). */
export function grantPermissionsWithWallet(
  parameters: EvmGrantPermissionsParameters,
): Promise<EvmGrantedPermissions> {
  const { provider, address, expiry, permissions, signer } = parameters
  return mapped(async () => {
    const result = await grantPermissions(walletClient(provider, address), {
      expiry,
      permissions,
      ...(signer ? { signer } : {}),
    } as never)
    return {
      expiry: result.expiry,
      grantedPermissions: result.grantedPermissions as EvmGrantedPermissions['grantedPermissions'],
      permissionsContext: result.permissionsContext,
    }
  })
}

/** Revokes granted permissions by their context (ERC-7715 `wallet_revokePermissions`). */
export function revokePermissionsWithWallet(
  parameters: EvmRevokePermissionsParameters,
): Promise<undefined> {
  const { provider, address, permissionsContext } = parameters
  return mapped(async () => {
    await walletClient(provider, address).request({
      method: 'wallet_revokePermissions',
      params: [{ permissionsContext }],
    } as never)
    return undefined
  })
}

/** Codes of a wallet that does not know a method: its capabilities are then none. */
const unknownMethodCodes = new Set([4200, -32601, -32004])

/** Whether a chain's capabilities report asset discovery (ERC-7811). */
function hasAssetDiscovery(capabilities: EvmWalletCapabilities | undefined): boolean {
  const discovery = capabilities?.assetDiscovery as
    | { supported?: unknown; status?: unknown }
    | undefined
  return discovery?.supported === true || discovery?.status === 'supported'
}

/** One asset of a `wallet_getAssets` answer as SPEC §3's record; other types are dropped. */
function toAsset(raw: unknown): Asset | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { address, balance, type, metadata } = raw as Record<string, unknown>
  const kind = typeof type === 'string' ? type.toUpperCase() : undefined
  if ((kind !== 'ERC20' && kind !== 'NATIVE') || typeof balance !== 'string') return undefined
  const meta = (metadata ?? {}) as Asset['metadata']
  return {
    address: typeof address === 'string' ? address : 'native',
    balance: balance as Hex,
    type: kind,
    metadata: { ...meta, decimals: Number(meta.decimals) },
  }
}

/**
 * The account's assets on the network (ERC-7811 `wallet_getAssets`), asked only when the
 * wallet's capabilities for that chain report asset discovery; `undefined` otherwise.
 */
export function getAssetsWithWallet(
  parameters: EvmGetAssetsParameters,
): Promise<Asset[] | undefined> {
  const { provider, address, network } = parameters
  return mapped(async () => {
    const client = walletClient(provider, address, network)
    let capabilities: EvmWalletCapabilities | undefined
    try {
      capabilities = await getCapabilities(client, { account: client.account, chainId: network.id })
    } catch (error) {
      const code =
        error instanceof BaseError ? (error.walk() as { code?: unknown }).code : undefined
      if (typeof code === 'number' && unknownMethodCodes.has(code)) return undefined
      throw error
    }
    if (!hasAssetDiscovery(capabilities)) return undefined
    const chainId = numberToHex(network.id)
    const response = (await client.request({
      method: 'wallet_getAssets',
      params: [{ account: address, chainFilter: [chainId] }],
    } as never)) as Record<string, unknown[] | undefined>
    return (response[chainId] ?? []).flatMap((raw) => toAsset(raw) ?? [])
  })
}
