import { DEVSTACK_FRAME_URL, devstackChainA, devstackChainB } from '@foyer/devstack/config'
import {
  connect,
  createFoyer,
  embeddedWallet,
  evmAdapter,
  type Foyer,
  type FoyerOptions,
  memoryStorage,
  openModal,
  type View,
} from '@foyer/headless'
import { FoyerProvider } from '@foyer/headless/react'
import { mock } from '@foyer/headless/testing'
import { FoyerModal, type FoyerModalProps } from '@foyer/ui-default'
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

/**
 * Announces each wallet through EIP-6963 as the shipped mock wallet, one that never answers:
 * stories show states, not flows.
 */
function announce(wallets: StoryWallet[]) {
  const stops = wallets.map((wallet) =>
    mock({
      name: wallet.name,
      rdns: wallet.rdns,
      imageUrl: wallet.icon,
      behavior: 'never',
    }).announce(),
  )
  return () => {
    for (const stop of stops) stop()
  }
}

/**
 * Renders the modal, opened on `view`, with `wallets` installed and a fresh Foyer instance on
 * the devstack's two chains. With `connectedOn`, the shipped mock wallet (which approves) is
 * connected on that chain id first; its balance reads show their loading state. With
 * `embedded`, the embedded wallet is configured (email, socials, passkey entries; its frame is
 * made only when a visitor picks one of them). `views` replaces views as a host would.
 * `prepare` puts fixtures in the new instance (a flow's state, cached answers) before it opens
 * (the modal waits for a promise it returns). `options` adds host options of `createFoyer`
 * (features, legal links, services) over these.
 */
export function ModalStory({
  wallets,
  view,
  themeMode = 'dark',
  connectedOn,
  embedded = false,
  views,
  prepare,
  options,
}: {
  wallets: StoryWallet[]
  view?: View
  themeMode?: 'dark' | 'light'
  connectedOn?: number
  embedded?: boolean
  views?: FoyerModalProps['views']
  prepare?: (foyer: Foyer) => void | Promise<void>
  options?: Partial<FoyerOptions>
}) {
  const [foyer] = useState(() =>
    createFoyer({
      projectId: 'ladle',
      networks: [devstackChainA, devstackChainB],
      adapters: [evmAdapter()],
      themeMode,
      enableEIP6963: true,
      storage: memoryStorage(),
      connectors: [
        ...(connectedOn === undefined
          ? []
          : [mock({ id: 'story.wallet', name: 'Story Wallet', chainId: connectedOn })]),
        ...(embedded ? [embeddedWallet()] : []),
      ],
      ...(embedded ? { services: { frameUrl: DEVSTACK_FRAME_URL } } : {}),
      ...options,
    }),
  )
  // The first render's fixtures: a story re-rendering must not open the modal again.
  const [prepareOnce] = useState(() => prepare)
  useEffect(() => announce(wallets), [wallets])
  useEffect(() => {
    const ready =
      connectedOn === undefined ? Promise.resolve() : connect(foyer, { connector: 'story.wallet' })
    void ready.then(() => prepareOnce?.(foyer)).then(() => openModal(foyer, view ? { view } : {}))
  }, [foyer, view, connectedOn, prepareOnce])
  return (
    <FoyerProvider foyer={foyer}>
      <FoyerModal {...(views ? { views } : {})} />
    </FoyerProvider>
  )
}
