import type { ConnectListItem } from '@foyer/headless/internal'
import {
  useConnectFlow,
  useConnectWallets,
  useModal,
  useWalletDirectoryEntry,
} from '@foyer/headless/react'
import { listItem, listItemLabel, muted, stack, tag } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'
import { empty, sections } from './ConnectView.css.js'

type Entry = { key: string; name: string; image: string | undefined; tag?: string; go(): void }

/**
 * Consecutive items of the list, split where the installed block starts and ends: the
 * installed block is the "Installed wallets" list, the others "Wallets" and "More wallets".
 */
function runs(items: readonly ConnectListItem[]) {
  const result: { label: string; installed: boolean; items: ConnectListItem[] }[] = []
  for (const item of items) {
    const installed = item.section === 'injected'
    const last = result.at(-1)
    if (last && last.installed === installed) {
      last.items.push(item)
      continue
    }
    const label = installed
      ? 'Installed wallets'
      : result.some((run) => !run.installed)
        ? 'More wallets'
        : 'Wallets'
    result.push({ label, installed, items: [item] })
  }
  return result
}

function WalletButton({ entry, section }: { entry: Entry; section: string }) {
  return (
    <li>
      <button
        type="button"
        className={listItem}
        onClick={entry.go}
        data-wallet-id={entry.key}
        data-section={section}
      >
        <WalletImage src={entry.image} name={entry.name} />
        <span className={listItemLabel}>{entry.name}</span>
        {entry.tag && <span className={tag}>{entry.tag}</span>}
      </button>
    </li>
  )
}

/**
 * The Connect view: the wallets in the connector order (SPEC §9): WalletConnect, recent,
 * installed browser wallets (the "Installed wallets" list), featured, custom, other and
 * recommended wallets, then the "All Wallets" entry with the directory's count.
 */
export function ConnectView() {
  const { connect } = useConnectFlow()
  const { items } = useConnectWallets()
  const directory = useWalletDirectoryEntry()
  const { router } = useModal()
  const openWallet = (walletId: string) => () =>
    router.push('ConnectingWalletConnect', { walletId })
  const entryOf = (item: ConnectListItem): Entry => {
    switch (item.section) {
      case 'walletConnect':
        return {
          key: 'walletConnect',
          name: 'WalletConnect',
          image: undefined,
          tag: 'QR code',
          go: () => router.push('ConnectingWalletConnectBasic'),
        }
      case 'injected':
      case 'external':
        return {
          key: item.connector.id,
          name: item.connector.name,
          image: item.connector.imageUrl,
          ...(item.section === 'injected' ? { tag: 'Installed' } : {}),
          go: () => connect(item.connector.id),
        }
      default: {
        const image = item.wallet.image_url
        return {
          key: item.wallet.id,
          name: item.wallet.name,
          image: typeof image === 'string' ? image : undefined,
          ...(item.section === 'recent' ? { tag: 'Recent' } : {}),
          go: openWallet(item.wallet.id),
        }
      }
    }
  }
  const blocks = runs(items)
  const hasInstalled = blocks.some((block) => block.installed)
  return (
    <div className={sections}>
      {!hasInstalled && (
        <div className={empty} data-state="empty">
          <p>No browser wallet found</p>
          {items.length === 0 && (
            <p className={muted}>Install a wallet extension, then reload this page.</p>
          )}
        </div>
      )}
      {blocks.map((block) => (
        <ul
          key={`${block.items[0]?.section}-${block.label}`}
          className={stack}
          aria-label={block.label}
        >
          {block.items.map((item) => {
            const entry = entryOf(item)
            return <WalletButton key={entry.key} entry={entry} section={item.section} />
          })}
        </ul>
      ))}
      {directory.visible && (
        <button
          type="button"
          className={listItem}
          onClick={() => router.push('AllWallets')}
          data-testid="all-wallets-entry"
        >
          <WalletImage src={undefined} name="All Wallets" />
          <span className={listItemLabel}>All Wallets</span>
          {directory.badge && (
            <span className={tag} data-testid="all-wallets-badge">
              {directory.badge}
            </span>
          )}
        </button>
      )}
    </div>
  )
}

export default ConnectView
