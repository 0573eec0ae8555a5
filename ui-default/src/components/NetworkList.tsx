import type { ChainNamespace, Network } from '@foyer/headless'
import type { NetworkDisabledReason, NetworkListGroup } from '@foyer/headless/react'
import { activeTag, groupHeading, networkItem, networkText, reason } from './NetworkList.css.js'
import { Spinner } from './Spinner.js'
import { listItem, listItemLabel, stack } from './shared.css.js'
import { WalletImage } from './WalletImage.js'

/** How a namespace is titled above its networks. */
export const namespaceTitles: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'EVM networks',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
  cosmos: 'Cosmos',
}

/** Why a network cannot be picked, in the visitor's words. */
export const disabledReasonText: Readonly<Record<NetworkDisabledReason, string>> = {
  NO_ADAPTER: 'Not available in this app',
  SWITCH_DISABLED: 'Network switching is turned off',
  WALLET_CANNOT_SWITCH: 'Your wallet cannot switch networks',
  NOT_APPROVED: 'Not approved by your wallet',
}

export type NetworkListProps = {
  groups: readonly NetworkListGroup[]
  images: Readonly<Record<string, string>>
  onSelect: (network: Network) => void
}

/**
 * The host's networks as buttons, grouped by namespace (a title per group when there are
 * several): the active one is `aria-current`, a switch waiting for the wallet shows a spinner,
 * one that cannot be picked is disabled with the reason. `data-state` is the switch's status.
 */
export function NetworkList({ groups, images, onSelect }: NetworkListProps) {
  return (
    <div className={stack}>
      {groups.map((group) => (
        <section
          key={group.namespace}
          className={stack}
          aria-label={namespaceTitles[group.namespace]}
        >
          {groups.length > 1 && (
            <h3 className={groupHeading}>{namespaceTitles[group.namespace]}</h3>
          )}
          {group.items.map(({ network, isActive, switchStatus, disabledReason }) => {
            const reasonId = `foyer-network-reason-${network.caipNetworkId.replace(/\W/g, '-')}`
            return (
              <button
                key={network.caipNetworkId}
                type="button"
                className={`${listItem} ${networkItem}`}
                data-testid={`network-${network.caipNetworkId}`}
                data-state={switchStatus}
                data-disabled-reason={disabledReason}
                aria-current={isActive ? 'true' : undefined}
                aria-describedby={disabledReason ? reasonId : undefined}
                disabled={Boolean(disabledReason)}
                onClick={() => (isActive ? undefined : onSelect(network))}
              >
                <WalletImage src={images[network.caipNetworkId]} name={network.name} />
                <span className={networkText}>
                  <span className={listItemLabel}>{network.name}</span>
                  {disabledReason && (
                    <span id={reasonId} className={reason}>
                      {disabledReasonText[disabledReason]}
                    </span>
                  )}
                </span>
                {switchStatus === 'switching' && <Spinner label="Waiting for the wallet" />}
                {isActive && <span className={activeTag}>Active</span>}
              </button>
            )
          })}
        </section>
      ))}
    </div>
  )
}
