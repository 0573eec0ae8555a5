import { DEVSTACK_FRAME_URL, devstackChainA, devstackChainB } from '@foyer/devstack/config'
import {
  closeModal,
  connect,
  createFoyer,
  embeddedWallet,
  evmAdapter,
  type Foyer,
  type FoyerOptions,
  memoryStorage,
  openModal,
  setThemeMode,
  type View,
} from '@foyer/headless'
import { FoyerProvider } from '@foyer/headless/react'
import { type MockBehavior, mock } from '@foyer/headless/testing'
import { FoyerModal, type FoyerModalProps } from '@foyer/ui-default'
import { ThemeState, useLadleContext } from '@ladle/react'
import { useEffect, useState } from 'react'
import { installProviderApi, PROVIDER_API_URL, type ProviderApi } from './support/providerApi.js'
import { type StoryFrame, storyFrameClient } from './support/storyFrame.js'

/**
 * A wallet a story announces through EIP-6963, so each state renders without the devstack.
 * `behavior` is how it answers a connection request (the shipped mock wallet's behaviours):
 * by default it never answers.
 */
export type StoryWallet = { name: string; rdns: string; icon: string; behavior?: MockBehavior }

/** A wallet icon: a letter on a colour, as a `data:` SVG (nothing fetched). */
export const icon = (letter: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${colour}"/><text x="32" y="43" font-size="32" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#fff">${letter}</text></svg>`,
  )}`

export const storyWallets: StoryWallet[] = [
  { name: 'Foyer Test Wallet', rdns: 'dev.foyer.testwallet', icon: icon('F', '#1f6f5c') },
  { name: 'Example Wallet', rdns: 'com.example.wallet', icon: icon('E', '#4257d6') },
]

/**
 * Announces each wallet through EIP-6963 as the shipped mock wallet, one that never answers
 * unless the story says: stories show states, not flows.
 */
function announce(wallets: StoryWallet[]) {
  const stops = wallets.map((wallet) =>
    mock({
      name: wallet.name,
      rdns: wallet.rdns,
      imageUrl: wallet.icon,
      behavior: wallet.behavior ?? 'never',
    }).announce(),
  )
  return () => {
    for (const stop of stops) stop()
  }
}

/**
 * The colour scheme of Ladle's theme control (the toolbar's bulb, or `&theme=light|dark` in the
 * URL); 'auto' follows the system. Stories default to dark (`.ladle/config.mjs`).
 */
export function useStoryTheme(): 'light' | 'dark' {
  const { globalState } = useLadleContext()
  if (globalState.theme === ThemeState.Auto)
    return window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark'
  return globalState.theme === ThemeState.Light ? 'light' : 'dark'
}

/**
 * Renders the modal, opened on `view`, with `wallets` installed and a fresh Foyer instance on
 * the devstack's two chains, in the theme of Ladle's control (`themeMode` fixes one).
 * With `connectedOn`, the shipped mock wallet (which approves) is
 * connected on that chain id first; its balance reads show their loading state. With
 * `embedded`, the embedded wallet is configured (email, socials, passkey entries; its frame is
 * made only when a visitor picks one of them); with `frame`, the story plays the frame (see
 * `storyFrame.ts`) and none is made. `api` answers the provider API's requests with recorded
 * answers (`storyApi.ts`). `connectors` and `options` go to `createFoyer` as a host passes them.
 * `views` replaces views as a host would. `prepare` puts fixtures in the new instance (a flow's
 * state, cached answers) before it opens (the modal waits for a promise it returns); `after`
 * acts once it is open (a flow to start).
 */
export function ModalStory({
  wallets,
  view,
  themeMode,
  connectedOn,
  embedded = false,
  frame,
  api,
  connectors = [],
  options = {},
  views,
  prepare,
  after,
}: {
  wallets: StoryWallet[]
  view?: View
  themeMode?: 'dark' | 'light'
  connectedOn?: number
  embedded?: boolean
  frame?: StoryFrame
  api?: ProviderApi
  connectors?: FoyerOptions['connectors']
  options?: Partial<Omit<FoyerOptions, 'projectId'>>
  views?: FoyerModalProps['views']
  prepare?: (foyer: Foyer) => void | Promise<void>
  after?: (foyer: Foyer) => void
}) {
  const ladleTheme = useStoryTheme()
  const theme = themeMode ?? ladleTheme
  // Installed before the instance exists: its first requests already get the recorded answers.
  const [removeApi] = useState(() => (api ? installProviderApi(api) : undefined))
  useEffect(() => removeApi, [removeApi])
  const [foyer] = useState(() =>
    createFoyer({
      projectId: 'ladle',
      networks: [devstackChainA, devstackChainB],
      adapters: [evmAdapter()],
      themeMode: theme,
      enableEIP6963: true,
      storage: memoryStorage(),
      ...options,
      // `options.connectors` replace the shipped mock wallet and the embedded wallet (a story
      // that scripts its own 'story.wallet'); `connectors` add to them.
      connectors: [
        ...(options.connectors ?? [
          ...(connectedOn === undefined
            ? []
            : [mock({ id: 'story.wallet', name: 'Story Wallet', chainId: connectedOn })]),
          ...(embedded || frame
            ? [embeddedWallet(frame ? { createClient: storyFrameClient(frame) } : {})]
            : []),
        ]),
        ...(connectors ?? []),
      ],
      services: {
        ...(embedded || frame ? { frameUrl: DEVSTACK_FRAME_URL } : {}),
        ...(api ? { apiUrl: PROVIDER_API_URL } : {}),
        ...options.services,
      },
    }),
  )
  useEffect(() => setThemeMode(foyer, { themeMode: theme }), [foyer, theme])
  // The first render's fixtures: a story re-rendering must not open the modal again.
  const [prepareOnce] = useState(() => prepare)
  const [afterOnce] = useState(() => after)
  useEffect(() => announce(wallets), [wallets])
  useEffect(() => {
    const ready =
      connectedOn === undefined ? Promise.resolve() : connect(foyer, { connector: 'story.wallet' })
    void ready
      .then(() => prepareOnce?.(foyer))
      .then(() => {
        openModal(foyer, view ? { view } : {})
        afterOnce?.(foyer)
      })
  }, [foyer, view, connectedOn, prepareOnce, afterOnce])
  // Leaving the story closes its modal, as a host's page would before it goes: the flows that
  // wait while the modal is open (a pay polling for a balance) end instead of reaching for
  // recorded answers no longer installed.
  useEffect(() => () => closeModal(foyer), [foyer])
  return (
    <FoyerProvider foyer={foyer}>
      <FoyerModal {...(views ? { views } : {})} />
    </FoyerProvider>
  )
}
