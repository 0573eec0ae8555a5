import { Tabs } from '@foyer/ui-primitives'
import type { Story } from '@ladle/react'
import { PrimitiveFrame, useButton } from './frame.js'

export default { title: 'Primitives/Tabs' }

function Example({ nftsDisabled = false }: { nftsDisabled?: boolean }) {
  const button = useButton()
  return (
    <PrimitiveFrame title="Tabs">
      <Tabs.Root defaultValue="tokens">
        <Tabs.List aria-label="Account" style={{ display: 'flex', gap: 8 }}>
          <Tabs.Trigger value="tokens" style={button}>
            Tokens
          </Tabs.Trigger>
          <Tabs.Trigger value="nfts" disabled={nftsDisabled} style={button}>
            NFTs
          </Tabs.Trigger>
          <Tabs.Trigger value="activity" style={button}>
            Activity
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="tokens">Token list</Tabs.Content>
        <Tabs.Content value="nfts">NFT grid</Tabs.Content>
        <Tabs.Content value="activity">Activity list</Tabs.Content>
      </Tabs.Root>
    </PrimitiveFrame>
  )
}

export const Default: Story = () => <Example />

/** A disabled tab: the arrow keys skip it. */
export const DisabledTab: Story = () => <Example nftsDisabled />
