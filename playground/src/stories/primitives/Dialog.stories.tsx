import { Dialog } from '@foyer/ui-primitives'
import type { Story } from '@ladle/react'
import { PrimitiveFrame, useButton, useSurface } from './frame.js'

export default { title: 'Primitives/Dialog' }

function Example({ defaultOpen }: { defaultOpen: boolean }) {
  const surface = useSurface()
  const button = useButton()
  return (
    <PrimitiveFrame title="Dialog">
      <Dialog.Root defaultOpen={defaultOpen}>
        <Dialog.Trigger style={button}>Connect wallet</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay
            style={{
              position: 'fixed',
              inset: 0,
              background: 'rgb(0 0 0 / 0.5)',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Dialog.Content style={{ ...surface, width: 320 }}>
              <Dialog.Title style={{ margin: 0, fontSize: 18 }}>Connect Wallet</Dialog.Title>
              <Dialog.Description>
                Focus stays inside; Escape or Close dismisses.
              </Dialog.Description>
              <Dialog.Close style={button}>Close</Dialog.Close>
            </Dialog.Content>
          </Dialog.Overlay>
        </Dialog.Portal>
      </Dialog.Root>
    </PrimitiveFrame>
  )
}

/** Closed: the trigger only. */
export const Closed: Story = () => <Example defaultOpen={false} />

/** Open: focus trapped in the content, the page behind inert. */
export const Open: Story = () => <Example defaultOpen />
