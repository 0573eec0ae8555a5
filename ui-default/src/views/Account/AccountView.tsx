import { truncateAddress } from '@foyer/headless'
import { useAccount, useAccountProfile, useBalance, useModal } from '@foyer/headless/react'
import { DisconnectButton } from '../../components/DisconnectButton.js'
import { SkeletonBalance } from '../../components/Skeleton.js'
import { center, muted } from '../../components/shared.css.js'
import { explorerLink, profileName } from './AccountTabs.css.js'
import { AccountTabs } from './AccountTabs.js'
import { avatar, avatarImage, balance, chip } from './AccountView.css.js'
import { EmbeddedAccount } from './EmbeddedAccount.js'
import { SmartSessions } from './SmartSessions.js'
import { WalletFeatures } from './WalletFeatures.js'

/**
 * The connected account: avatar, profile name (or, for the embedded wallet without one, Choose
 * a name, to RegisterAccountName) and address — for the embedded wallet, its email or user
 * name, Update email and the smart account / EOA switch — native balance, network (a button to
 * the Networks view), the wallet features, the smart sessions (with `features.smartSessions`),
 * the Tokens / NFTs / Activity tabs, and disconnect.
 */
export function AccountView() {
  const account = useAccount()
  const profile = useAccountProfile()
  const native = useBalance()
  const { router } = useModal()
  if (!account.address) return null
  const networkName = account.network?.name ?? `Unsupported network (chain ${account.chainId})`
  return (
    <div className={center} data-testid="account-view">
      {profile.profileImage ? (
        <img className={avatarImage} src={profile.profileImage} alt="" />
      ) : (
        <span className={avatar} aria-hidden="true" />
      )}
      {profile.profileName && (
        <p className={profileName} data-testid="account-profile-name">
          {profile.profileName}
        </p>
      )}
      {profile.canRegisterName && !profile.profileName && (
        <button
          type="button"
          className={explorerLink}
          onClick={() => router.push('RegisterAccountName')}
        >
          Choose a name
        </button>
      )}
      <p title={account.address} data-testid="account-address">
        {truncateAddress(account.address)}
      </p>
      <EmbeddedAccount />
      <p className={balance} data-testid="account-balance">
        {account.isUnsupportedChain ? (
          <span className={muted}>Balance not available on this network</span>
        ) : (
          (native.formatted ??
          (native.isError ? (
            <span className={muted}>Balance unavailable</span>
          ) : (
            <SkeletonBalance label="Loading balance" />
          )))
        )}
      </p>
      <button
        type="button"
        className={chip}
        data-testid="account-network"
        aria-label={`Network: ${networkName}. Switch network`}
        onClick={() => router.push('Networks')}
      >
        {networkName}
      </button>
      {profile.addressExplorerUrl && (
        <a
          className={explorerLink}
          href={profile.addressExplorerUrl}
          target="_blank"
          rel="noreferrer noopener"
        >
          View on block explorer
        </a>
      )}
      {!account.isUnsupportedChain && <WalletFeatures />}
      {!account.isUnsupportedChain && <SmartSessions />}
      {!account.isUnsupportedChain && <AccountTabs />}
      <DisconnectButton />
    </div>
  )
}

export default AccountView
