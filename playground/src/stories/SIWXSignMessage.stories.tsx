import { devstackChainA, devstackChainB } from '@foyer/devstack/config'
import { connect, createDefaultSiwx, createFoyer, evmAdapter, memoryStorage } from '@foyer/headless'
import { FoyerProvider, useSiwx } from '@foyer/headless/react'
import { type MockBehavior, mock } from '@foyer/headless/testing'
import { FoyerModal } from '@foyer/ui-default'
import type { Story } from '@ladle/react'
import { useEffect, useRef, useState } from 'react'

export default { title: 'Views/SIWXSignMessage' }

const appIcon = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#b4572e"/><text x="32" y="43" font-size="32" font-family="sans-serif" font-weight="700" text-anchor="middle" fill="#fff">D</text></svg>',
)}`

/** Signs in once the view waits for it, as a visitor's click on Sign would. */
function SignOnce() {
  const siwx = useSiwx()
  const started = useRef(false)
  useEffect(() => {
    if (started.current || siwx.status !== 'awaitingSignature' || !siwx.message) return
    started.current = true
    void siwx.signIn()
  }, [siwx])
  return null
}

/**
 * The sign view of a required sign-in, opened by itself after the shipped mock wallet connects
 * on chain A. With `sign`, Sign is pressed once: a wallet that never answers shows the waiting
 * state, one that declines shows the error.
 */
function SiwxStory({ behavior, sign }: { behavior: MockBehavior; sign: boolean }) {
  const [wallet] = useState(() =>
    mock({ id: 'story.wallet', name: 'Story Wallet', chainId: 31337 }),
  )
  const [foyer] = useState(() =>
    createFoyer({
      projectId: 'ladle',
      metadata: { name: 'Demo dapp', description: '', url: 'http://127.0.0.1', icons: [appIcon] },
      networks: [devstackChainA, devstackChainB],
      adapters: [evmAdapter()],
      storage: memoryStorage(),
      connectors: [wallet],
      siwx: createDefaultSiwx({ statement: 'Sign in to Demo dapp', required: true }),
    }),
  )
  useEffect(() => {
    // Connecting is approved; `behavior` is the answer to the sign-in signature.
    void connect(foyer, { connector: 'story.wallet' }).then(() => wallet.setBehavior(behavior))
  }, [foyer, wallet, behavior])
  return (
    <FoyerProvider foyer={foyer}>
      {sign && <SignOnce />}
      <FoyerModal />
    </FoyerProvider>
  )
}

/** Waiting for the visitor: the statement, Sign and Cancel. */
export const Idle: Story = () => <SiwxStory behavior="approve" sign={false} />

/** The wallet asks the visitor to sign. */
export const Signing: Story = () => <SiwxStory behavior="never" sign />

/** The visitor declined: 'Signature declined' with Try again. */
export const Declined: Story = () => <SiwxStory behavior="reject" sign />
