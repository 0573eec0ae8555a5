import type { ConnectMethod } from '@foyer/headless'
import { type ConnectListItem, resolveConnectMethodsOrder } from '@foyer/headless/internal'
import {
  useConnectFlow,
  useConnectWallets,
  useEmailLogin,
  useFeatures,
  useModal,
  useSocialLogin,
  useWalletDirectoryEntry,
} from '@foyer/headless/react'
import { Fragment, type ReactNode } from 'react'
import { listItem, listItemLabel, muted, stack, tag } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'
import { empty, sections } from './ConnectView.css.js'
import { EmailEntry } from './EmailEntry.js'
import { SocialEntry } from './SocialEntry.js'

/** Every connect method: one a host's `connectMethodsOrder` leaves out still shows, last. */
const allConnectMethods: readonly ConnectMethod[] = ['email', 'social', 'wallet']

type Entry = {
  key: string
  name: string
  image: string | undefined
  tag?: string
  /** The connector's type (`MULTI_CHAIN` for one wallet listed for several namespaces). */
  type?: string
  go(): void
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
        data-type={entry.type}
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
 * recommended wallets, then the "All Wallets" entry with the directory's count. With the
 * embedded wallet, the email entry and the social logins come before or after the wallets in
 * the connect method order (SPEC §2).
 */
export function ConnectView() {
  const { connect } = useConnectFlow()
  const { items, groups } = useConnectWallets()
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
          type: item.connector.type,
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
  const hasInstalled = groups.some((group) => group.installed)
  const { available: emailAvailable } = useEmailLogin()
  const { connectMethodsOrder } = useFeatures()
  const order = resolveConnectMethodsOrder({
    configured: connectMethodsOrder,
    hasInjectedWallet: hasInstalled,
  })
  const { available: socialAvailable } = useSocialLogin()
  const wallets = (
    <>
      {!hasInstalled && (
        <div className={empty} data-state="empty">
          <p>No browser wallet found</p>
          {items.length === 0 && (
            <p className={muted}>Install a wallet extension, then reload this page.</p>
          )}
        </div>
      )}
      {groups.map((group) => (
        <ul key={group.label} className={stack} aria-label={group.label}>
          {group.items.map((item) => {
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
    </>
  )
  const methods: Record<ConnectMethod, ReactNode> = {
    email: emailAvailable ? <EmailEntry /> : null,
    social: socialAvailable ? <SocialEntry /> : null,
    wallet: wallets,
  }
  const shown = [...new Set([...order, ...allConnectMethods])]
  return (
    <div className={sections}>
      {shown.map((method) => (
        <Fragment key={method}>{methods[method]}</Fragment>
      ))}
    </div>
  )
}

export default ConnectView
