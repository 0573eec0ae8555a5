import { type AccountTab, accountTabs } from '@foyer/headless'
import { useAccountProfile, useFeatures } from '@foyer/headless/react'
import { Tabs } from '@foyer/ui-primitives'
import { panel, tab, tabList, tabs } from './AccountTabs.css.js'
import { ActivityList } from './ActivityList.js'
import { NftList } from './NftList.js'
import { TokenList } from './TokenList.js'

const labels: Record<AccountTab, string> = { tokens: 'Tokens', nfts: 'NFTs', activity: 'Activity' }

const isAccountTab = (value: string): value is AccountTab =>
  (accountTabs as readonly string[]).includes(value)

/** The account's Tokens / NFTs / Activity tabs; the open one is kept in the instance. */
export function AccountTabs() {
  const { currentTab, setCurrentTab } = useAccountProfile()
  const { activity } = useFeatures()
  const shown = accountTabs.filter((name) => name !== 'activity' || activity)
  const value = shown.includes(currentTab) ? currentTab : 'tokens'
  return (
    <Tabs.Root
      className={tabs}
      value={value}
      onValueChange={(next) => isAccountTab(next) && setCurrentTab(next)}
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
      {activity && (
        <Tabs.Content value="activity" className={panel}>
          <ActivityList />
        </Tabs.Content>
      )}
    </Tabs.Root>
  )
}
