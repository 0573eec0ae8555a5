// The baseline of the speed benchmark: what a host app with no modal library ships. React 18,
// wagmi with its EIP-6963 discovery, viem and TanStack Query, and a bare <dialog> that lists the
// discovered wallets. A Foyer host is measured against this app, built the same way.
import { devstackChainA, devstackChainB } from '@foyer/devstack/config'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useRef } from 'react'
import { createRoot } from 'react-dom/client'
import { createConfig, http, useAccount, useConnect, useConnectors, WagmiProvider } from 'wagmi'

const config = createConfig({
  chains: [devstackChainA, devstackChainB],
  transports: {
    [devstackChainA.id]: http(),
    [devstackChainB.id]: http(),
  },
})
const queryClient = new QueryClient()

function ConnectDialog() {
  const dialog = useRef<HTMLDialogElement>(null)
  const connectors = useConnectors()
  const { connect } = useConnect()
  const { address } = useAccount()
  return (
    <>
      <button type="button" onClick={() => dialog.current?.showModal()}>
        {address ?? 'Connect Wallet'}
      </button>
      <dialog ref={dialog} aria-label="Connect Wallet">
        <h2>Connect Wallet</h2>
        <ul data-bench="wallets">
          {connectors.map((connector) => (
            <li key={connector.uid}>
              <button type="button" onClick={() => connect({ connector })}>
                {connector.name}
              </button>
            </li>
          ))}
        </ul>
        <button type="button" onClick={() => dialog.current?.close()}>
          Close
        </button>
      </dialog>
    </>
  )
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={queryClient}>
      <header>
        <h1>Baseline host</h1>
        <ConnectDialog />
      </header>
    </QueryClientProvider>
  </WagmiProvider>,
)
