import { type CreateConnectorFn, createConnector, injected } from '@foyer/headless'

/** How the scripted wallet answers a method: a value, or a throw (an EIP-1193 error). */
export type ScriptedHandlers = Record<string, (params: unknown) => unknown>

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** An EIP-1193 error as a wallet throws it. */
export const rpcError = (code: number, message = 'wallet error') =>
  Object.assign(new Error(message), { code })

/**
 * A browser wallet on the devnet (31337) that grants the anvil account and answers `handlers`
 * (send, estimate, sign…), recording every request: for views that need more of a wallet than
 * the shipped mock answers. `type: 'AUTH'` makes it stand in for the embedded wallet.
 */
export function scriptedWallet(
  handlers: ScriptedHandlers,
  options: { id?: string; type?: 'INJECTED' | 'AUTH' } = {},
): { connector: CreateConnectorFn; requests: Array<{ method: string; params: unknown }> } {
  const requests: Array<{ method: string; params: unknown }> = []
  const provider = {
    async request({ method, params }: { method: string; params?: unknown }) {
      requests.push({ method, params })
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account]
      if (method === 'eth_chainId') return '0x7a69'
      const handler = handlers[method]
      if (!handler) throw rpcError(4200, `Unsupported ${method}`)
      return handler(params)
    },
    on() {},
    removeListener() {},
  }
  const id = options.id ?? 'test.scripted'
  const base = injected({ provider, rdns: id, name: 'Scripted' })
  const connector = createConnector((config) => ({
    ...base(config),
    id,
    ...(options.type ? { type: options.type } : {}),
  }))
  return { connector, requests }
}
