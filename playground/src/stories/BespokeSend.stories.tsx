import { devstackChainA } from '@foyer/devstack/config'
import { connect, createFoyer, evmAdapter, memoryStorage } from '@foyer/headless'
import { FoyerProvider } from '@foyer/headless/react'
import { mock } from '@foyer/headless/testing'
import type { Story } from '@ladle/react'
import { useEffect, useState } from 'react'
import { BespokeSendForm } from './BespokeSendForm.js'

export default { title: 'Bespoke UI' }

/**
 * A host's own send form on `useSendForm` alone (no ui-default), with the shipped mock wallet
 * connected on the devstack's chain A: its balance shows when the devstack runs.
 */
export const SendForm: Story = () => {
  const [foyer] = useState(() =>
    createFoyer({
      projectId: 'ladle',
      networks: [devstackChainA],
      adapters: [evmAdapter()],
      storage: memoryStorage(),
      connectors: [mock({ id: 'story.wallet', name: 'Story Wallet', chainId: devstackChainA.id })],
    }),
  )
  useEffect(() => {
    void connect(foyer, { connector: 'story.wallet' })
  }, [foyer])
  return (
    <FoyerProvider foyer={foyer}>
      <BespokeSendForm />
    </FoyerProvider>
  )
}
