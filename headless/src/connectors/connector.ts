import type { ChainNamespace } from '../chains/namespaces.js'

/** How a connector reaches its wallet (SPEC §3). */
export type ConnectorType = 'INJECTED' | 'WALLET_CONNECT' | 'ANNOUNCED' | 'AUTH' | 'MULTI_CHAIN'

/** An EIP-1193 provider, as wallets expose it. */
export type Eip1193Provider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...arguments_: unknown[]) => void): void
  removeListener?(event: string, listener: (...arguments_: unknown[]) => void): void
}

/** A way to connect one wallet on one chain namespace (SPEC §3). */
export type Connector = {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageId?: string
  imageUrl?: string
  explorerId?: string
  info?: { rdns?: string }
  provider: Eip1193Provider
}
