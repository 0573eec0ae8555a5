import type { ConnectListItem } from './walletList.js'

/**
 * A run of the Connect view's list: the installed browser wallets ("Installed wallets"), or the
 * entries before them ("Wallets") or after them ("More wallets").
 */
export type ConnectListGroup = {
  label: 'Installed wallets' | 'Wallets' | 'More wallets'
  installed: boolean
  items: ConnectListItem[]
}

/**
 * Splits the Connect view's list, kept in its connector order, where the installed block starts
 * and ends, so each run is one labelled list.
 */
export function groupConnectList(items: readonly ConnectListItem[]): ConnectListGroup[] {
  const groups: ConnectListGroup[] = []
  for (const item of items) {
    const installed = item.section === 'injected'
    const last = groups.at(-1)
    if (last && last.installed === installed) {
      last.items.push(item)
      continue
    }
    const label = installed
      ? 'Installed wallets'
      : groups.some((group) => !group.installed)
        ? 'More wallets'
        : 'Wallets'
    groups.push({ label, installed, items: [item] })
  }
  return groups
}
