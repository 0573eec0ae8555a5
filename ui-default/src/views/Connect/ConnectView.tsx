import { type ConnectMethod, describeConnectListItem } from '@foyer/headless'
import {
  type UseConnectWalletsReturnType,
  useConnectMethods,
  useConnectWallets,
  useLegalConsent,
  useModal,
  useWalletDirectoryEntry,
} from '@foyer/headless/react'
import { Fragment, type ReactNode } from 'react'
import { listItem, listItemLabel, muted, stack, tag } from '../../components/shared.css.js'
import { WalletImage } from '../../components/WalletImage.js'
import { blockedSection, empty, helpLink, sections } from './ConnectView.css.js'
import { EmailEntry } from './EmailEntry.js'
import { ConnectFooter, LegalCheckbox } from './LegalLinks.js'
import { SocialEntry } from './SocialEntry.js'

type ConnectListItem = UseConnectWalletsReturnType['items'][number]

function WalletButton({ item, onSelect }: { item: ConnectListItem; onSelect(): void }) {
  const entry = describeConnectListItem(item)
  return (
    <li>
      <button
        type="button"
        className={listItem}
        onClick={onSelect}
        data-wallet-id={entry.key}
        data-section={item.section}
        data-type={entry.connectorType}
      >
        <WalletImage src={entry.imageUrl} name={entry.name} id={entry.key} />
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
 * the connect method order (SPEC §2). With `collapseWallets` (or `emailShowWallets: false`) and
 * email or social on, the wallets are one "Continue with a wallet" entry opening AllWallets.
 * With `legalCheckbox`, everything waits for the checkbox (a disabled fieldset,
 * `data-state="blocked"`); the footer has the legal notice and the branding line.
 */
export function ConnectView() {
  const { items, groups, hasInstalledWallet, select } = useConnectWallets()
  const directory = useWalletDirectoryEntry()
  const { router } = useModal()
  const { methods, walletsCollapsed } = useConnectMethods()
  const { blocked } = useLegalConsent()
  const wallets = walletsCollapsed ? (
    <button
      type="button"
      className={listItem}
      onClick={() => router.push('AllWallets')}
      data-testid="continue-with-wallet"
    >
      <WalletImage src={undefined} name="Wallet" />
      <span className={listItemLabel}>Continue with a wallet</span>
    </button>
  ) : (
    <>
      {!hasInstalledWallet && (
        <div className={empty} data-state="empty">
          <p>No browser wallet found</p>
          {items.length === 0 && (
            <p className={muted}>Install a wallet extension, then reload this page.</p>
          )}
        </div>
      )}
      {groups.map((group) => (
        <ul key={group.label} className={stack} aria-label={group.label}>
          {group.items.map((item) => (
            <WalletButton
              key={describeConnectListItem(item).key}
              item={item}
              onSelect={() => select(item)}
            />
          ))}
        </ul>
      ))}
      {directory.visible && (
        <button
          type="button"
          className={listItem}
          onClick={() => router.push('AllWallets')}
          data-testid="all-wallets-entry"
        >
          <WalletImage src={undefined} name="All Wallets" id="allWallets" />
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
  const sectionOf: Record<ConnectMethod, ReactNode> = {
    email: <EmailEntry />,
    social: <SocialEntry />,
    wallet: wallets,
  }
  return (
    <div className={sections}>
      <LegalCheckbox />
      <fieldset
        className={blocked ? `${sections} ${blockedSection}` : sections}
        disabled={blocked}
        data-testid="connect-methods"
        data-state={blocked ? 'blocked' : 'ready'}
      >
        {methods.map(({ method, available }) => (
          <Fragment key={method}>{available && sectionOf[method]}</Fragment>
        ))}
      </fieldset>
      <button
        type="button"
        className={helpLink}
        onClick={() => router.push('WhatIsAWallet')}
        data-testid="what-is-a-wallet-entry"
      >
        What is a wallet?
      </button>
      <ConnectFooter />
    </div>
  )
}

export default ConnectView
