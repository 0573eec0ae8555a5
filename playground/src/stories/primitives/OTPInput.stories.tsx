import { OTPInput } from '@foyer/ui-primitives'
import type { Story } from '@ladle/react'
import { PrimitiveFrame, usePalette } from './frame.js'

export default { title: 'Primitives/OTPInput' }

function Example({
  defaultValue = '',
  disabled = false,
}: {
  defaultValue?: string
  disabled?: boolean
}) {
  const palette = usePalette()
  return (
    <PrimitiveFrame title="OTPInput">
      <OTPInput.Root
        aria-label="Verification code"
        defaultValue={defaultValue}
        style={{ display: 'flex', gap: 8 }}
      >
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <OTPInput.Input
            key={index}
            index={index}
            disabled={disabled}
            style={{
              width: 44,
              height: 52,
              textAlign: 'center',
              fontSize: 20,
              color: palette.text,
              background: palette.surface,
              border: `1px solid ${palette.border}`,
              borderRadius: 8,
            }}
          />
        ))}
      </OTPInput.Root>
    </PrimitiveFrame>
  )
}

export const Empty: Story = () => <Example />

/** Half typed: boxes fill from the left. */
export const Partial: Story = () => <Example defaultValue="123" />

export const Disabled: Story = () => <Example defaultValue="123456" disabled />
