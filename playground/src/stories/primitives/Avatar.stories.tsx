import { Avatar } from '@foyer/ui-primitives'
import type { Story } from '@ladle/react'
import { icon } from '../storyFoyer.js'
import { PrimitiveFrame, usePalette } from './frame.js'

export default { title: 'Primitives/Avatar' }

function Example({ src }: { src: string | undefined }) {
  const palette = usePalette()
  return (
    <PrimitiveFrame title="Avatar">
      <Avatar.Root style={{ display: 'inline-grid', width: 56, height: 56 }}>
        <Avatar.Image src={src} alt="ada.eth" width={56} height={56} />
        <Avatar.Fallback
          style={{
            display: 'grid',
            placeItems: 'center',
            borderRadius: '50%',
            background: palette.border,
            color: palette.text,
          }}
        >
          AD
        </Avatar.Fallback>
      </Avatar.Root>
    </PrimitiveFrame>
  )
}

/** The image, once it has loaded. */
export const WithImage: Story = () => <Example src={icon('A', '#1f6f5c')} />

/** No image: the fallback's initials. */
export const Fallback: Story = () => <Example src={undefined} />
