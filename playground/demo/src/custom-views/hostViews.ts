import { HostAccount } from './HostAccount.js'
import { HostConnect } from './HostConnect.js'
import { HostSend } from './HostSend.js'

/**
 * The host's replacements for three of Foyer's views, for `<FoyerModal views={hostViews} />`:
 * Foyer's router, history and state stay; the markup is the host's, on public hooks only.
 */
export const hostViews = { Connect: HostConnect, Account: HostAccount, WalletSend: HostSend }
