// A plain wagmi app: the injected connector and a connect button of its own. The baseline of
// tests/bench/wagmi-size.mjs.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createConfig, http, useConnect, useConnection, useDisconnect, WagmiProvider } from 'wagmi'
import { injected } from 'wagmi/connectors'
import { HostApp, mainnet } from './wagmi-size-app.js'

const config = createConfig({
  chains: [mainnet],
  connectors: [injected()],
  transports: { [mainnet.id]: http() },
})

function ConnectButton() {
  const { status } = useConnection()
  const connect = useConnect()
  const disconnect = useDisconnect()
  return status === 'connected' ? (
    <button type="button" onClick={() => disconnect.mutate()}>
      Disconnect
    </button>
  ) : (
    <button
      type="button"
      onClick={() => connect.mutate({ connector: config.connectors[0] } as never)}
    >
      Connect
    </button>
  )
}

createRoot(document.body).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={new QueryClient()}>
      <ConnectButton />
      <HostApp />
    </QueryClientProvider>
  </WagmiProvider>,
)
