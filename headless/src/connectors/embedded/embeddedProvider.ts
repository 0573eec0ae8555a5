import { RpcMethodNotAllowedError } from '../../errors/auth.js'
import { assertRpcMethodAllowed } from '../../validation/rpcMethods.js'
import type { Eip1193Provider } from '../eip1193.js'
import type { FrameClient } from './frameClient.js'

/** A wallet request the visitor must approve before the embedded wallet runs it. */
export type EmbeddedApprovalRequest = {
  /** An unsafe method (SPEC-NOTES): personal_sign, eth_signTypedData_v4, eth_sendTransaction, … */
  method: string
  params: unknown
  /** The chain it runs on. */
  chainId: number
}

/**
 * Asks the visitor to approve a request: resolves to run it, rejects (with
 * `UserRejectedRequestError`) to refuse it.
 */
export type EmbeddedApprover = (request: EmbeddedApprovalRequest) => Promise<void>

/** Parameters of {@link createEmbeddedProvider}. */
export type CreateEmbeddedProviderParameters = {
  client: () => Promise<FrameClient>
  /** The stored chain id (eth_chainId is answered from it). */
  chainId: () => number
  /** Asks for approval of an unsafe request. */
  approve: EmbeddedApprover
  /** Told of a request refused because its method is on neither list (SPEC §5). */
  onRefused?: (error: RpcMethodNotAllowedError) => void
  on: NonNullable<Eip1193Provider['on']>
  removeListener: NonNullable<Eip1193Provider['removeListener']>
}

/**
 * The embedded wallet's EIP-1193 provider: eth_chainId is answered locally from the stored
 * chain id; a method on neither the safe nor the unsafe list is refused ('Requested RPC call is
 * not allowed'); an unsafe one waits for the visitor's approval; the rest go to the frame as
 * RPC_REQUEST on the current chain.
 */
export function createEmbeddedProvider(
  parameters: CreateEmbeddedProviderParameters,
): Eip1193Provider {
  return {
    async request({ method, params }) {
      let kind: ReturnType<typeof assertRpcMethodAllowed>
      try {
        kind = assertRpcMethodAllowed(method)
      } catch (error) {
        if (error instanceof RpcMethodNotAllowedError) parameters.onRefused?.(error)
        throw error
      }
      const chainId = parameters.chainId()
      if (method === 'eth_chainId') return `0x${chainId.toString(16)}`
      if (kind === 'unsafe') await parameters.approve({ method, params, chainId })
      const client = await parameters.client()
      return client.request('RPC_REQUEST', {
        method,
        ...(params === undefined ? {} : { params }),
        chainId,
      })
    },
    on: parameters.on,
    removeListener: parameters.removeListener,
  }
}
