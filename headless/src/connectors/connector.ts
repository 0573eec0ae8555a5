import type { ChainNamespace } from '../chains/namespaces.js'

/** How a connector reaches its wallet (SPEC §3). Visible in the DOM as `data-type`. */
export type ConnectorType = 'INJECTED' | 'WALLET_CONNECT' | 'ANNOUNCED' | 'AUTH' | 'MULTI_CHAIN'

/** An EIP-1193 provider, as wallets expose it. */
export type Eip1193Provider = {
  request(arguments_: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...arguments_: unknown[]) => void): void
  removeListener?(event: string, listener: (...arguments_: unknown[]) => void): void
}

/** A way to connect one wallet on one chain namespace (SPEC §3). */
export type Connector = {
  /** Unique per wallet and namespace; an announced wallet's is its rdns. */
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageId?: string
  imageUrl?: string
  explorerId?: string
  info?: { rdns?: string }
  provider: Eip1193Provider
  /** The connectors a MULTI_CHAIN (or grouped AUTH) entry stands for, one per namespace. */
  connectors?: readonly Connector[]
}
