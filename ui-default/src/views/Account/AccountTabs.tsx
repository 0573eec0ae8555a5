import type { AccountTab } from '@foyer/headless'
import { useAccountProfile } from '@foyer/headless/react'
import { Tabs } from '@foyer/ui-primitives'
import { ActivityList } from '../../components/ActivityList.js'
import { panel, tab, tabList, tabs } from './AccountTabs.css.js'
import { NftList } from './NftList.js'
import { TokenList } from './TokenList.js'

const labels: Record<AccountTab, string> = { tokens: 'Tokens', nfts: 'NFTs', activity: 'Activity' }

/**
 * The account's tabs as headless gives them (Tokens, NFTs, and Activity when the feature is on);
 * the open one is kept in the instance.
 */
export function AccountTabs() {
  const { tabs: shown, currentTab, setCurrentTab } = useAccountProfile()
  return (
    <Tabs.Root
      className={tabs}
      value={currentTab}
      onValueChange={(next) => {
        const tab = shown.find((name) => name === next)
        if (tab) setCurrentTab(tab)
      }}
    >
      <Tabs.List className={tabList} aria-label="Account">
        {shown.map((name) => (
          <Tabs.Trigger key={name} value={name} className={tab}>
            {labels[name]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="tokens" className={panel}>
        <TokenList />
      </Tabs.Content>
      <Tabs.Content value="nfts" className={panel}>
        <NftList />
      </Tabs.Content>
      {shown.includes('activity') && (
        <Tabs.Content value="activity" className={panel}>
          <ActivityList />
        </Tabs.Content>
      )}
    </Tabs.Root>
  )
}
