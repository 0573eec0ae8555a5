import { type AccountTab, type Foyer, setAccountTab } from '@foyer/headless'
import type { Story } from '@ladle/react'
import { ApiStory } from './fixtures/ApiStory.js'
import { accountAnswers, failure, manyTokens, never } from './fixtures/accountAnswers.js'
import { EmbeddedStory } from './fixtures/EmbeddedStory.js'

export default { title: 'Views/Account' }

// The Account view of the shipped mock wallet on the devstack's chain A, its blockchain API
// answered in the page from recorded answers (fixtures/accountAnswers.ts).

type Answers = Parameters<typeof accountAnswers>[0]

/** The Account view on `tab` with the API answering `answers`. */
function AccountStory({
  tab = 'tokens',
  smartSessions = false,
  ...answers
}: Answers & { tab?: AccountTab; smartSessions?: boolean }) {
  const prepare = (foyer: Foyer) => setAccountTab(foyer, { tab })
  return (
    <ApiStory
      view="Account"
      answers={accountAnswers(answers)}
      prepare={prepare}
      options={{ features: { smartSessions } }}
    />
  )
}

/** Two sessions in force (one ends first) and one revoked, which is not listed. */
const grantedSessions = [
  {
    pci: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    expiry: 1_900_000_000,
    permissions: [{ type: 'native-token-recurring-allowance' }],
    revoked: false,
  },
  {
    pci: '16fd2706-8baf-433b-82eb-8c7fada847da',
    expiry: 1_890_000_000,
    permissions: [{ type: 'contract-call' }, { type: 'native-token-recurring-allowance' }],
    revoked: false,
  },
  { pci: 'a8098c1a-f86e-11da-bd1a-00112444be1e', expiry: 1_900_000_000, revoked: true },
]

/** Nothing answered yet: the balance, name and tokens loading. */
export const LoadingBalance: Story = () => (
  <AccountStory balance={never} tokens={never} nfts={never} history={never} />
)

/** The native balance and the Tokens tab: ETH and two tokens with their USD values. */
export const Tokens: Story = () => <AccountStory />

/** Twelve tokens, long names and large amounts among them. */
export const ManyTokens: Story = () => <AccountStory tokens={manyTokens} />

/** The NFTs tab of an account without NFTs. */
export const NftsEmpty: Story = () => <AccountStory tab="nfts" nfts={[]} />

/** The NFTs tab with twelve NFTs of three collections. */
export const ManyNfts: Story = () => <AccountStory tab="nfts" />

/** The Activity tab: transactions grouped by month, newest first, a failed one marked. */
export const ActivityByMonth: Story = () => <AccountStory tab="activity" />

/** The Activity tab of an account without transactions. */
export const ActivityEmpty: Story = () => <AccountStory tab="activity" history={[]} />

/** The activity could not be fetched: the message and Try again. */
export const ActivityError: Story = () => <AccountStory tab="activity" history={failure(400)} />
// The message comes after the query's retries (TanStack Query's 3, about 7 s): the story test
// waits for it.
ActivityError.meta = { readyText: 'Try again' }

/** A long ENS-like profile name. */
export const LongName: Story = () => (
  <AccountStory name="alexandria-montgomery-wellington-the-third.reown.id" tokens={manyTokens} />
)

/** The Account view at a phone's width. */
export const Mobile: Story = () => <AccountStory />
Mobile.meta = { width: 375 }

/**
 * A visitor signed in by email: the (long) email, Update email and the smart account switch; the
 * scripted frame reports no asset discovery, so the tokens come from the blockchain API.
 */
export const EmbeddedWallet: Story = () => <EmbeddedStory view="Account" />
EmbeddedWallet.meta = { readyText: 'Foyer USD' }

/** `features.smartSessions`: the sessions in force, soonest to end first, each with Revoke. */
export const SmartSessions: Story = () => <AccountStory smartSessions sessions={grantedSessions} />

/** `features.smartSessions` for an account without sessions. */
export const SmartSessionsEmpty: Story = () => <AccountStory smartSessions sessions={[]} />

/** The sessions could not be read: the message and Try again. */
export const SmartSessionsError: Story = () => (
  <AccountStory smartSessions sessions={failure(500)} />
)
SmartSessionsError.meta = { readyText: 'Try again' }
