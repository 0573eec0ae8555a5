import type { SignClient } from '@walletconnect/sign-client'
import type { AuthTypes, SignClientTypes } from '@walletconnect/types'
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import type { LocalAccount } from 'viem'
import type { DevstackChainInfo } from '../context.js'
import { WC_WALLET_METHODS } from './walletRequests.js'
import {
  peerOf,
  sessionInfo,
  type WalletConnectPendingAuthentication,
  type WalletConnectSessionInfo,
  WalletConnectWalletError,
} from './walletTypes.js'

type Client = Awaited<ReturnType<typeof SignClient.init>>

/**
 * One-click sign-in on the wallet side (`wc_sessionAuthenticate`, the request a dapp's
 * `authenticate` sends): each request waits in a pending list until `approve` (a CACAO per
 * requested chain the wallet serves, each an EIP-191 signature of the sign-in message the SDK
 * formats, and a session with the recapped methods) or `reject` (USER_REJECTED).
 */
export function walletAuthentications(
  client: Client,
  account: LocalAccount,
  chains: readonly DevstackChainInfo[],
) {
  const pending = new Map<
    number,
    WalletConnectPendingAuthentication & { params: AuthTypes.AuthRequestEventArgs }
  >()

  const take = (id: number) => {
    const entry = pending.get(id)
    if (!entry) throw new WalletConnectWalletError(`No pending authentication ${id}`, 404)
    pending.delete(id)
    return entry
  }

  return {
    /** Records a request; the caller decides by the policy. */
    receive({ id, params }: SignClientTypes.EventArguments['session_authenticate']) {
      const { authPayload, requester } = params
      pending.set(id, {
        id,
        requester: peerOf(requester.metadata),
        chains: [...authPayload.chains],
        domain: authPayload.domain,
        uri: authPayload.aud ?? '',
        nonce: authPayload.nonce,
        statement: authPayload.statement ?? '',
        receivedAt: Date.now(),
        params,
      })
    },
    list: () => [...pending.values()].map(({ params: _params, ...entry }) => entry),
    async approve(
      id: number,
    ): Promise<{ session?: WalletConnectSessionInfo; cacaos: AuthTypes.Cacao[] }> {
      const { params } = take(id)
      let payload: AuthTypes.PayloadParams
      try {
        payload = populateAuthPayload({
          authPayload: params.authPayload,
          chains: chains.map((chain) => `eip155:${chain.id}`),
          methods: [...WC_WALLET_METHODS],
        })
      } catch (error) {
        await client.rejectSessionAuthenticate({ id, reason: getSdkError('UNSUPPORTED_CHAINS') })
        throw new WalletConnectWalletError(`Cannot approve: ${(error as Error).message}`, 409)
      }
      const cacaos: AuthTypes.Cacao[] = []
      for (const chain of payload.chains) {
        const iss = `did:pkh:${chain}:${account.address}`
        const message = client.formatAuthMessage({ request: payload, iss })
        const signature = await account.signMessage({ message })
        cacaos.push(buildAuthObject(payload, { t: 'eip191', s: signature }, iss))
      }
      const { session } = await client.approveSessionAuthenticate({ id, auths: cacaos })
      return { ...(session ? { session: sessionInfo(session) } : {}), cacaos }
    },
    async reject(id: number) {
      take(id)
      await client.rejectSessionAuthenticate({ id, reason: getSdkError('USER_REJECTED') })
    },
    forget: (id: number) => pending.delete(id),
    clear: () => pending.clear(),
  }
}
