import type { Connector } from '../createConnector.js'
import type { EmbeddedWalletConnector } from './embeddedWallet.js'

/** Whether a connector is the embedded wallet (AUTH, with the email login steps). */
export const isEmbeddedWallet = (connector: Connector): connector is EmbeddedWalletConnector =>
  connector.type === 'AUTH' && 'connectEmail' in connector

/** The instance's embedded wallet connector, if the host configured one. */
export function findEmbeddedWallet(
  connectors: readonly Connector[],
): EmbeddedWalletConnector | undefined {
  return connectors.find(isEmbeddedWallet)
}
