import { atom } from 'jotai/vanilla'

/**
 * Whether the visitor has reached for the wallet UI (or an earlier visit's session is being
 * restored). Until then `mount` holds back what only the modal and a connection use: Wallet
 * Standard discovery, the embedded wallet's watcher and the project's remote configuration.
 * Once true it stays true for the instance.
 */
export const intentAtom = atom(false)
