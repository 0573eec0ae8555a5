import { startAnvil } from './anvil.js'
import {
  DEVSTACK_API_PORT,
  DEVSTACK_CHAIN_A_ID,
  DEVSTACK_CHAIN_A_NAME,
  DEVSTACK_CHAIN_A_PORT,
  DEVSTACK_CHAIN_B_ID,
  DEVSTACK_CHAIN_B_NAME,
  DEVSTACK_CHAIN_B_PORT,
  DEVSTACK_FRAME_PORT,
  DEVSTACK_HOST,
  DEVSTACK_RELAY_PORT,
  DEVSTACK_SOLANA_RPC_PORT,
} from './config.js'
import type { DevstackChainInfo, DevstackRelayControl } from './context.js'
import {
  DEFAULT_FRAME_STORE_FILE,
  probeFrameServer,
  startFrameServer,
} from './frame/startFrameServer.js'
import { seedChain } from './seedChain.js'
import { probeDevstackServer, startServer } from './server.js'
import { probeSolanaRpc, startSolanaRpc } from './solana/startSolanaRpc.js'
import { probeRelay, startRelay } from './walletconnect/relay.js'

export type StartDevstackOptions = {
  /** @default '127.0.0.1' */
  host?: string
  /** @default 8545 */
  chainAPort?: number
  /** @default 8546 */
  chainBPort?: number
  /** @default 8787 */
  apiPort?: number
  /** Port of the WalletConnect relay. @default 8789 */
  relayPort?: number
  /** Port of the local Solana JSON-RPC server (litesvm). @default 8899 */
  solanaRpcPort?: number
  /** Port of the embedded-wallet frame server (its own origin). @default 8790 */
  framePort?: number
  /**
   * Where the frame keeps users' keys and sessions (DEV ONLY: plain-text keys); `false` keeps
   * them in memory. @default a JSON file under the OS temp dir (DEFAULT_FRAME_STORE_FILE)
   */
  frameStoreFile?: string | false
  /** Deploy and seed the contracts on fresh chains (skipped on already-seeded ones). @default true */
  seed?: boolean
}

export type DevstackUrls = {
  /** Base URL of the HTTP server (provider API, blockchain API, test wallet). */
  api: string
  health: string
  testWallet: string
  chainA: string
  chainB: string
  /** Provider API: wallet directory (`/getWallets`), config, origins, analytics, images. */
  walletDirectory: string
  projectConfig: string
  /** Blockchain API root (`/v1/...`). */
  blockchainApi: string
  /** Project-scoped RPC proxy; add `?chainId=eip155:31337&projectId=…`. */
  rpcProxy: string
  /** Recorded analytics events (`GET`), the endpoint itself is `POST /e`. */
  analyticsEvents: string
  /** Fault controls (`POST` a rule, `DELETE` to reset). */
  faults: string
  /** The WalletConnect v2 relay (`ws://…`), the `relayUrl` of dapps and wallets. */
  relay: string
  /** The WalletConnect test wallet's page: paste a `wc:` URI, approve or reject by hand. */
  wcWallet: string
  /** The WalletConnect test wallet's JSON controls (`/state`, `/pair`, `/policy`, …). */
  wcWalletControl: string
  /** The local Solana JSON-RPC server (`POST`, JSON-RPC 2.0). */
  solanaRpc: string
  /** The Solana Wallet Standard test wallet script. */
  solanaTestWallet: string
  /** The Bitcoin Wallet Standard test wallet script (testnet; connects and signs). */
  bitcoinTestWallet: string
  /** The embedded-wallet frame page (`services.frameUrl`), on its own origin. */
  frame: string
  /** The frame's dev inbox (`GET ?email=` → the latest codes as JSON); `/inbox` is its page. */
  frameInbox: string
}

export type StartDevstackReturnType = {
  urls: DevstackUrls
  chains: readonly DevstackChainInfo[]
  /** Which parts this call started (false: one was already running and is reused). */
  started: {
    chainA: boolean
    chainB: boolean
    relay: boolean
    solana: boolean
    server: boolean
    frame: boolean
  }
  /** Stops only what this call started. */
  stop: () => Promise<void>
}

/**
 * Starts both anvil chains, the WalletConnect relay, the Solana RPC and the HTTP server on
 * loopback, reusing any already running on the same ports (e.g. a developer's `pnpm devstack`).
 */
export async function startDevstack(
  options: StartDevstackOptions = {},
): Promise<StartDevstackReturnType> {
  const {
    host = DEVSTACK_HOST,
    chainAPort = DEVSTACK_CHAIN_A_PORT,
    chainBPort = DEVSTACK_CHAIN_B_PORT,
    apiPort = DEVSTACK_API_PORT,
    relayPort = DEVSTACK_RELAY_PORT,
    solanaRpcPort = DEVSTACK_SOLANA_RPC_PORT,
    framePort = DEVSTACK_FRAME_PORT,
    frameStoreFile = DEFAULT_FRAME_STORE_FILE,
    seed = true,
  } = options

  const stops: Array<() => Promise<void>> = []
  const stop = async () => {
    for (const stopOne of stops.splice(0).reverse()) await stopOne()
  }

  try {
    const [chainA, chainB] = await Promise.all([
      startAnvil({ host, port: chainAPort, chainId: DEVSTACK_CHAIN_A_ID }),
      startAnvil({ host, port: chainBPort, chainId: DEVSTACK_CHAIN_B_ID }),
    ])
    stops.push(chainA.stop, chainB.stop)

    const chains: DevstackChainInfo[] = [
      { id: DEVSTACK_CHAIN_A_ID, name: DEVSTACK_CHAIN_A_NAME, rpcUrl: chainA.rpcUrl },
      { id: DEVSTACK_CHAIN_B_ID, name: DEVSTACK_CHAIN_B_NAME, rpcUrl: chainB.rpcUrl },
    ]

    let api = `http://${host}:${apiPort}`
    if (seed) {
      await Promise.all(
        chains.map((chain) => seedChain({ rpcUrl: chain.rpcUrl, chainId: chain.id, apiUrl: api })),
      )
    }
    let relayUrl = `ws://${host}:${relayPort}`
    let relayStarted = false
    let relayControl: DevstackRelayControl | undefined
    if (!(await probeRelay(relayUrl))) {
      const relay = await startRelay({ host, port: relayPort })
      stops.push(relay.close)
      relayUrl = relay.url
      relayStarted = true
      relayControl = { restart: relay.restart, restarts: relay.restarts }
    }
    let solanaRpcUrl = `http://${host}:${solanaRpcPort}`
    let solanaStarted = false
    if (!(await probeSolanaRpc(solanaRpcUrl))) {
      const solana = await startSolanaRpc({ host, port: solanaRpcPort, seed })
      stops.push(solana.stop)
      solanaRpcUrl = solana.rpcUrl
      solanaStarted = true
    }
    let frameUrl = `http://${host}:${framePort}`
    let frameStarted = false
    if (!(await probeFrameServer(frameUrl))) {
      const frame = await startFrameServer({
        chains,
        host,
        port: framePort,
        storeFile: frameStoreFile || undefined,
      })
      stops.push(frame.stop)
      frameUrl = frame.url
      frameStarted = true
    }
    let serverStarted = false
    if (!(await probeDevstackServer(api))) {
      const server = await startServer({
        chains,
        host,
        port: apiPort,
        relayUrl,
        solanaRpcUrl,
        frameUrl,
        ...(relayControl ? { relay: relayControl } : {}),
      })
      stops.push(server.stop)
      api = server.url
      serverStarted = true
    }

    return {
      urls: {
        api,
        health: `${api}/health`,
        testWallet: `${api}/test-wallet.js`,
        chainA: chainA.rpcUrl,
        chainB: chainB.rpcUrl,
        walletDirectory: `${api}/getWallets`,
        projectConfig: `${api}/appkit/v1/config`,
        blockchainApi: `${api}/v1`,
        rpcProxy: `${api}/v1`,
        analyticsEvents: `${api}/devstack/analytics-events`,
        faults: `${api}/devstack/faults`,
        relay: relayUrl,
        wcWallet: `${api}/wc-wallet`,
        wcWalletControl: `${api}/devstack/wc-wallet`,
        solanaRpc: solanaRpcUrl,
        solanaTestWallet: `${api}/solana-test-wallet.js`,
        bitcoinTestWallet: `${api}/bitcoin-test-wallet.js`,
        frame: frameUrl,
        frameInbox: `${frameUrl}/devstack/inbox`,
      },
      chains,
      started: {
        chainA: !chainA.reused,
        chainB: !chainB.reused,
        relay: relayStarted,
        solana: solanaStarted,
        server: serverStarted,
        frame: frameStarted,
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
