import type { Story } from '@ladle/react'
import { ApiStory } from './fixtures/ApiStory.js'
import { accountAnswers } from './fixtures/accountAnswers.js'

export default { title: 'Views/WalletReceive' }

/** The connected address as a QR code, with copy and its networks. */
export const Qr: Story = () => <ApiStory view="WalletReceive" answers={accountAnswers()} />
