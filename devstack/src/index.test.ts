// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { probeChainId } from './anvil.js'
import { probeFrameServer } from './frame/startFrameServer.js'
import * as devstack from './index.js'
import { startDevstack } from './index.js'
import { probeDevstackServer } from './server.js'
import { probeSolanaRpc } from './solana/startSolanaRpc.js'
import { freePort } from './testing/freePort.js'
import { probeRelay } from './walletconnect/relay.js'

describe('@foyer/devstack', () => {
  test('default: export snapshot', () => {
    expect(Object.keys(devstack).sort()).toMatchInlineSnapshot(`
      [
        "DEFAULT_FRAME_STORE_FILE",
        "DEFAULT_POLICY",
        "FRAME_FUNDING_WEI",
        "FRAME_OTP_EXPIRY_MS",
        "ProviderRpcError",
        "SOCIAL_PROVIDERS",
        "SolanaLedger",
        "WalletConnectWalletError",
        "accountFactoryAbi",
        "associatedTokenAddress",
        "compileContracts",
        "createBitcoinTestWallet",
        "createDevstackApp",
        "createFrameService",
        "createMemoryStorage",
        "createSolanaRpcApp",
        "createSolanaTestWallet",
        "createTestWalletProvider",
        "createWalletConnectWallet",
        "foyerAccountAbi",
        "getContract",
        "isLoopbackOrigin",
        "loadContracts",
        "parsePolicy",
        "passkeyOrigin",
        "probeChainId",
        "probeDevstackServer",
        "probeFrameServer",
        "probeRelay",
        "probeSolanaRpc",
        "registerSolanaTestWallet",
        "resolveAnvilBinary",
        "routeModules",
        "seedChain",
        "seedSolanaLedger",
        "startAnvil",
        "startDevstack",
        "startFrameServer",
        "startRelay",
        "startServer",
        "startSolanaRpc",
        "verifyRelayJwt",
      ]
    `)
  })
})

describe('startDevstack', () => {
  test('behavior: starts both chains and the server, reuses them, stops only its own', async () => {
    const ports = {
      chainAPort: await freePort(),
      chainBPort: await freePort(),
      apiPort: await freePort(),
      relayPort: await freePort(),
      solanaRpcPort: await freePort(),
      framePort: await freePort(),
    }
    const first = await startDevstack({ ...ports, frameStoreFile: false })
    try {
      expect(first.started).toEqual({
        chainA: true,
        chainB: true,
        relay: true,
        solana: true,
        server: true,
        frame: true,
      })
      expect(first.urls).toMatchObject({
        api: `http://127.0.0.1:${ports.apiPort}`,
        health: `http://127.0.0.1:${ports.apiPort}/health`,
        testWallet: `http://127.0.0.1:${ports.apiPort}/test-wallet.js`,
        chainA: `http://127.0.0.1:${ports.chainAPort}`,
        chainB: `http://127.0.0.1:${ports.chainBPort}`,
        relay: `ws://127.0.0.1:${ports.relayPort}`,
        wcWallet: `http://127.0.0.1:${ports.apiPort}/wc-wallet`,
        solanaRpc: `http://127.0.0.1:${ports.solanaRpcPort}`,
        frame: `http://127.0.0.1:${ports.framePort}`,
        frameInbox: `http://127.0.0.1:${ports.framePort}/devstack/inbox`,
      })
      expect(await probeFrameServer(first.urls.frame)).toBe(true)
      const health = await (await fetch(first.urls.health)).json()
      expect(health.frame).toEqual({ url: first.urls.frame })
      expect(await probeRelay(first.urls.relay)).toBe(true)
      // The relay it started can be restarted in place through the server's control.
      const restarted = await fetch(`${first.urls.api}/devstack/relay/restart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
      expect(await restarted.json()).toEqual({ ok: true, restarts: 1 })
      expect(await probeRelay(first.urls.relay)).toBe(true)
      expect(await probeChainId(first.urls.chainA)).toBe(31_337)
      expect(await probeChainId(first.urls.chainB)).toBe(31_338)

      const second = await startDevstack(ports)
      expect(second.started).toEqual({
        chainA: false,
        chainB: false,
        relay: false,
        solana: false,
        server: false,
        frame: false,
      })
      await second.stop()
      expect(await probeDevstackServer(first.urls.api)).toBe(true)
      expect(await probeChainId(first.urls.chainA)).toBe(31_337)
    } finally {
      await first.stop()
    }
    expect(await probeDevstackServer(first.urls.api, 300)).toBe(false)
    expect(await probeChainId(first.urls.chainA, 300)).toBeUndefined()
    expect(await probeChainId(first.urls.chainB, 300)).toBeUndefined()
    expect(await probeRelay(first.urls.relay, 300)).toBe(false)
    expect(await probeSolanaRpc(first.urls.solanaRpc, 300)).toBe(false)
    expect(await probeFrameServer(first.urls.frame, 300)).toBe(false)
  })
})
