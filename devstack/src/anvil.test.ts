// @vitest-environment node
import { existsSync } from 'node:fs'
import { afterEach, describe, expect, test } from 'vitest'
import { probeChainId, resolveAnvilBinary, type StartAnvilReturnType, startAnvil } from './anvil.js'
import { FUNDED_BALANCE_WEI, TEST_ACCOUNTS } from './config.js'
import { freePort } from './testing/freePort.js'

const started: StartAnvilReturnType[] = []
afterEach(async () => {
  for (const anvil of started.splice(0)) await anvil.stop()
})

const rpc = async (url: string, method: string, params: unknown[] = []) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: unknown }).result
}

describe('startAnvil', () => {
  test('default: resolves the binary from @foundry-rs/anvil', () => {
    expect(existsSync(resolveAnvilBinary())).toBe(true)
  })

  test('behavior: starts a chain that answers eth_chainId with funded accounts', async () => {
    const port = await freePort()
    const anvil = await startAnvil({ port, chainId: 41_337 })
    started.push(anvil)
    expect(anvil).toMatchObject({ rpcUrl: `http://127.0.0.1:${port}`, reused: false })
    expect(await probeChainId(anvil.rpcUrl)).toBe(41_337)
    const balance = await rpc(anvil.rpcUrl, 'eth_getBalance', [TEST_ACCOUNTS[0].address, 'latest'])
    expect(BigInt(balance as string)).toBe(FUNDED_BALANCE_WEI)
  })

  test('behavior: reuses a chain already answering with the same id, and leaves it running', async () => {
    const port = await freePort()
    const first = await startAnvil({ port, chainId: 41_338 })
    started.push(first)
    const second = await startAnvil({ port, chainId: 41_338 })
    expect(second.reused).toBe(true)
    await second.stop()
    expect(await probeChainId(first.rpcUrl)).toBe(41_338)
  })

  test('behavior: stop() ends the process and frees the port', async () => {
    const port = await freePort()
    const anvil = await startAnvil({ port, chainId: 41_339 })
    await anvil.stop()
    expect(await probeChainId(anvil.rpcUrl, 300)).toBeUndefined()
    await anvil.stop() // idempotent
  })

  test('error: a different chain id already on the port', async () => {
    const port = await freePort()
    const anvil = await startAnvil({ port, chainId: 41_340 })
    started.push(anvil)
    await expect(startAnvil({ port, chainId: 41_341 })).rejects.toThrow(
      `Port ${port} already serves chain 41340, expected chain 41341`,
    )
  })

  test('error: anvil exits early (bad argument)', async () => {
    const port = await freePort()
    await expect(
      startAnvil({ port, chainId: 41_342, args: ['--no-such-flag'], timeoutMs: 5000 }),
    ).rejects.toThrow(/exited before answering/)
  })
})
