import { Popover } from '@foyer/ui-primitives'
import type { Story } from '@ladle/react'
import { PrimitiveFrame, useButton, useSurface } from './frame.js'

export default { title: 'Primitives/Popover' }

function Example({ defaultOpen }: { defaultOpen: boolean }) {
  const surface = useSurface()
  const button = useButton()
  return (
    <PrimitiveFrame title="Popover">
      <Popover.Root defaultOpen={defaultOpen}>
        <Popover.Trigger style={button}>Network</Popover.Trigger>
        <Popover.Portal>
          <Popover.Content style={{ ...surface, width: 260 }}>
            <Popover.Title style={{ margin: 0, fontSize: 16 }}>Switch network</Popover.Title>
            <Popover.Description>Your wallet will ask to confirm.</Popover.Description>
            <Popover.Close style={button}>Cancel</Popover.Close>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </PrimitiveFrame>
  )
}

export const Closed: Story = () => <Example defaultOpen={false} />

/** Open, placed under its trigger (Floating UI). */
export const Open: Story = () => <Example defaultOpen />
