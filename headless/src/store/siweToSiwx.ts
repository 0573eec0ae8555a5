import type { CaipNetworkId } from '../chains/network.js'
import { SiwxInvalidSignatureError } from '../errors/siwx.js'
import type { SiweConfig, SiwxConfig, SiwxSession } from './siwxConfig.js'

/**
 * A `siweConfig` (the older, EVM-only shape, SPEC §1) as a {@link SiwxConfig}, so one flow
 * serves both: its nonce, message params and text make the message; `addSession` verifies
 * through `verifyMessage` (a `false` is {@link SiwxInvalidSignatureError}); the host's one
 * session answers `getSessions` for its address and chain; revoking signs out. Sign-in is
 * required unless `required: false`.
 */
export function siweToSiwx(siwe: SiweConfig): SiwxConfig {
  let last: SiwxSession | undefined
  const sessionFor = async (chainId: CaipNetworkId, address: string) => {
    const session = await siwe.getSession()
    if (!session || `eip155:${session.chainId}` !== chainId) return undefined
    if (session.address.toLowerCase() !== address.toLowerCase()) return undefined
    if (last && last.data.chainId === chainId) return last
    return {
      data: {
        chainId,
        accountAddress: session.address,
        nonce: '',
        domain: '',
        uri: '',
        version: '1',
      },
      message: '',
      signature: '',
    }
  }
  return {
    async createMessage({ chainId, accountAddress }) {
      const nonce = await siwe.getNonce(accountAddress)
      const params = (await siwe.getMessageParams?.()) ?? {}
      const data = {
        domain: globalThis.location?.host ?? 'localhost',
        uri: globalThis.location?.href ?? 'http://localhost/',
        version: '1',
        ...params,
        chainId,
        accountAddress,
        nonce,
      }
      const text = siwe.createMessage({ ...data, address: accountAddress })
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      const verified = await siwe.verifyMessage({
        message: session.message,
        signature: session.signature,
      })
      if (!verified) throw new SiwxInvalidSignatureError()
      last = session
    },
    async revokeSession() {
      last = undefined
      await siwe.signOut()
    },
    async setSessions(sessions) {
      const session = sessions.at(-1)
      if (session) await this.addSession(session)
      else await this.revokeSession('eip155:1', '')
    },
    async getSessions(chainId, address) {
      const session = await sessionFor(chainId, address)
      return session ? [session] : []
    },
    getRequired: () => siwe.required ?? true,
  }
}
