// A minimal host: what `tests/bench/size.mjs` measures. React and react-dom are external.
import { createFoyer, evmAdapter } from '@foyer/headless'
import { FoyerProvider } from '@foyer/headless/react'
import { ConnectButton, FoyerModal } from '@foyer/ui-default'
import { createRoot } from 'react-dom/client'
import type { Chain } from 'viem'

// The chain is a plain object, so the figure is Foyer's own cost. A host that imports from
// `viem/chains`, or calls viem's `defineChain`, adds that part of viem to its own bundle.
const mainnet: Chain = {
  id: 1,
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
}

const foyer = createFoyer({ projectId: 'size', networks: [mainnet], adapters: [evmAdapter()] })

createRoot(document.body).render(
  <FoyerProvider foyer={foyer}>
    <ConnectButton />
    <FoyerModal />
  </FoyerProvider>,
)
