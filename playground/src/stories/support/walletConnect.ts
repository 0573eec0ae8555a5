import { type MockBehavior, mock } from '@foyer/headless/testing'

/** A WalletConnect v2 pairing URI as a relay hands one out (fixed key: a story, not a session). */
export const storyPairingUri =
  'wc:7f6e504bfad60b485450578e05678441fa7a8ab8fbb1ab9d4d2e1fa87d2fbd2f@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=4102444800'

/**
 * The shipped mock wallet as the 'walletConnect' connector (its documented use): it shows the
 * pairing URI (unless `uri: false`) on each connect, then answers as `behavior` says; by
 * default it never answers, as a phone that has not scanned yet.
 */
export function storyWalletConnect({
  uri = true,
  behavior = 'never',
}: {
  uri?: boolean
  behavior?: MockBehavior
}) {
  // A declined or failed pairing answers after the URI has shown, as a phone does.
  const answer: MockBehavior =
    behavior === 'reject' || behavior === 'fail' ? { delayMs: 30, outcome: behavior } : behavior
  return mock({
    id: 'walletConnect',
    name: 'WalletConnect',
    behavior: answer,
    ...(uri ? { displayUri: storyPairingUri } : {}),
  })
}
