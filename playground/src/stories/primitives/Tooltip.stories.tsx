import { Tooltip } from '@foyer/ui-primitives'
import type { Story } from '@ladle/react'
import { PrimitiveFrame, useButton, useSurface } from './frame.js'

export default { title: 'Primitives/Tooltip' }

function Example({ defaultOpen }: { defaultOpen: boolean }) {
  const surface = useSurface()
  const button = useButton()
  return (
    <PrimitiveFrame title="Tooltip">
      <Tooltip.Root defaultOpen={defaultOpen}>
        <Tooltip.Trigger aria-label="Copy address" style={button}>
          ⧉
        </Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content style={{ ...surface, padding: '4px 8px' }}>
            Copy to clipboard
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </PrimitiveFrame>
  )
}

export const Closed: Story = () => <Example defaultOpen={false} />

/** Shown (on hover or focus, after its delay). */
export const Open: Story = () => <Example defaultOpen />
