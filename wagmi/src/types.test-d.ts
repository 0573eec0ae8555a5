import { createFoyer, evmAdapter } from '@foyer/headless'
import * as v3 from '@wagmi/core'
import * as v2 from '@wagmi/core-v2'
import { http } from 'viem'
import { mainnet } from 'viem/chains'
import { expectTypeOf, test } from 'vitest'
import { foyerConnector } from './foyerConnector.js'

const foyer = createFoyer({ projectId: 'types', networks: [mainnet], adapters: [evmAdapter()] })

test('types: the connector fits createConfig of @wagmi/core 3 and 2', () => {
  const config3 = v3.createConfig({
    chains: [mainnet],
    connectors: [foyerConnector(foyer)],
    transports: { [mainnet.id]: http() },
  })
  const config2 = v2.createConfig({
    chains: [mainnet],
    connectors: [foyerConnector(foyer)],
    transports: { [mainnet.id]: http() },
  })
  expectTypeOf(config3.connectors[0]?.getFoyerConnector).toBeFunction()
  expectTypeOf(config2).toHaveProperty('connectors')
})
