import { useEmbeddedAccount, useModal } from '@foyer/headless/react'
import { ErrorText } from '../../components/ErrorText.js'
import { button, muted } from '../../components/shared.css.js'
import { explorerLink } from './AccountTabs.css.js'
import { accountType, embeddedRow } from './AccountView.css.js'

const typeNames = { smartAccount: 'Smart account', eoa: 'EOA' } as const

/**
 * The embedded wallet's part of the Account view: who signed in (email or user name), "Update
 * email" (to UpdateEmail) when the account has an email, and, on a network with smart
 * accounts, the account type with a button to switch to the other one. Renders nothing for
 * any other wallet.
 */
export function EmbeddedAccount() {
  const account = useEmbeddedAccount()
  const { router } = useModal()
  if (!account.isEmbedded) return null
  const identity = account.email ?? account.userName
  const current = account.preferredAccountType
  const other = account.otherAccountType
  const switching = account.isSwitching
  return (
    <>
      {identity && (
        <p className={muted} data-testid="account-embedded-identity">
          {identity}
        </p>
      )}
      {account.email && (
        <button type="button" className={explorerLink} onClick={() => router.push('UpdateEmail')}>
          Update email
        </button>
      )}
      {account.smartAccountEnabled && current && other && (
        <div className={embeddedRow}>
          <span className={accountType} data-testid="account-type">
            {typeNames[current]}
          </span>
          <button
            type="button"
            className={button}
            data-testid="account-type-switch"
            data-state={current}
            disabled={switching}
            aria-busy={switching || undefined}
            onClick={() => {
              account.setPreferredAccountType(other).catch(() => {})
            }}
          >
            {other === 'eoa' ? 'Switch to EOA' : 'Switch to smart account'}
          </button>
        </div>
      )}
      {account.switchState.status === 'failed' && (
        <ErrorText error={account.switchState.error} testId="account-type-error" />
      )}
    </>
  )
}
