import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Where the demo is served; fixed so scripts and tests can find it. */
export const DEMO_PORT = 5173

// The demo consumes the built packages (dist), exactly as a host app would.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: { host: '127.0.0.1', port: DEMO_PORT, strictPort: true },
  preview: { host: '127.0.0.1', port: DEMO_PORT, strictPort: true },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Pages: the demo, the multi-chain demo (EVM and Solana with one wallet), and a local-first
    // page (no provider API).
    rollupOptions: {
      input: {
        main: `${import.meta.dirname}/index.html`,
        multichain: `${import.meta.dirname}/multichain.html`,
        // Bitcoin testnet with the devstack's Wallet Standard Bitcoin wallet.
        bitcoin: `${import.meta.dirname}/bitcoin.html`,
        // Local-first: no provider API, tokens read from the chain.
        localfirst: `${import.meta.dirname}/localfirst.html`,
        // A host's own Connect, Account and Send views inside Foyer's modal.
        customViews: `${import.meta.dirname}/custom-views.html`,
        // Two RPC URLs per network, the first one the devstack's faultable RPC proxy.
        failover: `${import.meta.dirname}/failover.html`,
        // Sign in with X against the devstack's reference backend (/siwx/*); `?required` makes
        // it required. (Key `signIn`: a chunk named `siwx` is headless's sign-in errors.)
        signIn: `${import.meta.dirname}/siwx.html`,
        // A wagmi app with Foyer as its modal (@foyer/wagmi); no other page loads wagmi.
        wagmi: `${import.meta.dirname}/wagmi.html`,
        // Host options switched by URL flags (?legal, ?collapseWallets, …).
        options: `${import.meta.dirname}/options.html`,
      },
    },
  },
})
