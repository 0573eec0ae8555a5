import { Toaster, toast } from '@foyer/ui-primitives'
import type { Story } from '@ladle/react'
import { useEffect } from 'react'
import { PrimitiveFrame, useButton } from './frame.js'

export default { title: 'Primitives/Toast' }

function Example({ messages }: { messages: string[] }) {
  const button = useButton()
  useEffect(() => {
    for (const message of messages) toast(message, { duration: Number.POSITIVE_INFINITY })
    return () => {
      toast.dismiss()
    }
  }, [messages])
  return (
    <PrimitiveFrame title="Toast">
      <button type="button" style={button} onClick={() => toast('Address copied')}>
        Copy address
      </button>
      <Toaster />
    </PrimitiveFrame>
  )
}

/** One toast in the polite "Notifications" region. */
export const Single: Story = () => <Example messages={['Address copied']} />
// sonner adds a toast in a timeout after `toast()`: the checks wait for its text.
Single.meta = { readyText: 'Address copied' }

/** Several at once: they stack. */
export const Stacked: Story = () => (
  <Example messages={['Address copied', 'Network switched to Base', 'Transaction sent']} />
)
Stacked.meta = { readyText: 'Transaction sent' }
