import { devstackChainA, devstackChainB } from '@foyer/devstack/config'
import type { Story } from '@ladle/react'
import {
  arbitrum,
  avalanche,
  base,
  bsc,
  gnosis,
  mainnet,
  optimism,
  polygon,
  zora,
} from 'viem/chains'
import { ApiStory } from './fixtures/ApiStory.js'
import { accountAnswers } from './fixtures/accountAnswers.js'
import { SwitchStory } from './fixtures/SwitchStory.js'

export default { title: 'Views/Networks' }

/** The network picker of a wallet connected on the devstack's chain A. */
export const Picker: Story = () => <ApiStory view="Networks" answers={accountAnswers()} />

/** A host listing eleven networks. */
export const ManyNetworks: Story = () => (
  <ApiStory
    view="Networks"
    answers={accountAnswers()}
    options={{
      networks: [
        devstackChainA,
        devstackChainB,
        mainnet,
        optimism,
        arbitrum,
        base,
        polygon,
        zora,
        gnosis,
        bsc,
        avalanche,
      ],
    }}
  />
)

/** The wallet declined a switch to chain B: back on the picker, which says so. */
export const SwitchDeclined: Story = () => <SwitchStory view="Networks" behavior="reject" />
