import { devstackChainA } from '@foyer/devstack/config'
import { createFoyer, type Eip1193Provider, evmAdapter, type View } from '@foyer/headless'
import { FoyerProvider } from '@foyer/headless/react'
import { FoyerModal } from '@foyer/ui-default'
import { useEffect, useState } from 'react'

/** A wallet a story announces through EIP-6963, so each state renders without the devstack. */
export type StoryWallet = { name: string; rdns: string; icon: string }

const icon = (letter: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colour}"/><text x="32" y="43" font-size="32" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  )}`

export const storyWallets: StoryWallet[] = [
  { name: 'Foyer Test Wallet', rdns: 'dev.foyer.testwallet', icon: icon('F', '#1f6f5c') },
  { name: 'Example Wallet', rdns: 'com.example.wallet', icon: icon('E', '#4257d6') },
]

/** A provider that never answers: stories show states, not flows. */
const idleProvider: Eip1193Provider = { request: () => new Promise(() => {}) }

function announce(wallets: StoryWallet[]) {
  const details = wallets.map((wallet) =>
    Object.freeze({ info: { uuid: crypto.randomUUID(), ...wallet }, provider: idleProvider }),
  )
  const send = () => {
    for (const detail of details) {
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    }
  }
  window.addEventListener('eip6963:requestProvider', send)
  send()
  return () => window.removeEventListener('eip6963:requestProvider', send)
}

/** Renders the modal, opened on `view`, with `wallets` installed and a fresh Foyer instance. */
export function ModalStory({
  wallets,
  view,
  themeMode = 'dark',
}: {
  wallets: StoryWallet[]
  view?: View
  themeMode?: 'dark' | 'light'
}) {
  const [foyer] = useState(() =>
    createFoyer({
      projectId: 'ladle',
      networks: [devstackChainA],
      adapters: [evmAdapter()],
      themeMode,
      enableEIP6963: true,
    }),
  )
  useEffect(() => announce(wallets), [wallets])
  useEffect(() => foyer.open(view ? { view } : {}), [foyer, view])
  return (
    <FoyerProvider foyer={foyer}>
      <FoyerModal />
    </FoyerProvider>
  )
}
