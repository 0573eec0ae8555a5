import type { Story } from '@ladle/react'
import { ModalStory } from './storyFoyer.js'

export default { title: 'Views/OnRampFiatSelect' }

/**
 * Foyer does not ship this view yet: opening it shows the "not available yet" view (the
 * router's fallback), which a host can replace with its own (`views={{ OnRampFiatSelect: … }}`).
 */
export const NotAvailableYet: Story = () => (
  <ModalStory wallets={[]} view="OnRampFiatSelect" connectedOn={31337} />
)
