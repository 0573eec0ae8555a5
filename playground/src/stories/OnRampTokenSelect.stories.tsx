import type { Story } from '@ladle/react'
import { ModalStory } from './storyFoyer.js'

export default { title: 'Views/OnRampTokenSelect' }

/**
 * Foyer does not ship this view yet: opening it shows the "not available yet" view (the
 * router's fallback), which a host can replace with its own (`views={{ OnRampTokenSelect: … }}`).
 */
export const NotAvailableYet: Story = () => (
  <ModalStory wallets={[]} view="OnRampTokenSelect" connectedOn={31337} />
)
