import { afterAll, beforeAll } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../anvil.js'
import { DEVSTACK_CHAIN_A_ID } from '../config.js'
import type { DevstackChainInfo } from '../context.js'
import { freePort } from './freePort.js'

/**
 * A fresh anvil for the calling test file, on a free port (started before its tests, stopped
 * after), as the one-chain list the frame service takes.
 */
export function anvilPerFile(chainId: number = DEVSTACK_CHAIN_A_ID) {
  let anvil: StartAnvilReturnType | undefined
  beforeAll(async () => {
    anvil = await startAnvil({ port: await freePort(), chainId })
  }, 30_000)
  afterAll(async () => {
    await anvil?.stop()
  })
  const rpcUrl = () => {
    if (!anvil) throw new Error('anvil is not started yet (use it inside a test)')
    return anvil.rpcUrl
  }
  return {
    rpcUrl,
    chains: (): DevstackChainInfo[] => [{ id: chainId, name: 'A', rpcUrl: rpcUrl() }],
  }
}
