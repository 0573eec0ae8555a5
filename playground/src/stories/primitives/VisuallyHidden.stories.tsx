import { VisuallyHidden } from '@foyer/ui-primitives'
import type { Story } from '@ladle/react'
import { PrimitiveFrame, useButton } from './frame.js'

export default { title: 'Primitives/VisuallyHidden' }

/** An icon button whose name only a screen reader reads. */
export const IconButtonLabel: Story = () => {
  const button = useButton()
  return (
    <PrimitiveFrame title="VisuallyHidden">
      <button type="button" style={button}>
        <span aria-hidden="true">✕</span>
        <VisuallyHidden>Close</VisuallyHidden>
      </button>
    </PrimitiveFrame>
  )
}
