import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { ANVIL_MNEMONIC, DEVSTACK_HOST } from './config.js'

export type StartAnvilParameters = {
  /** Port to listen on (loopback only). */
  port: number
  /** Chain id of the chain. */
  chainId: number
  /** @default '127.0.0.1' */
  host?: string
  /** How long to wait for `eth_chainId` to answer. @default 20_000 */
  timeoutMs?: number
  /** Extra command-line arguments for anvil. */
  args?: readonly string[]
}

export type StartAnvilReturnType = {
  rpcUrl: string
  chainId: number
  port: number
  /** True when a chain with the expected id already answered on the port; nothing was spawned. */
  reused: boolean
  /** Stops the anvil this call spawned; does nothing for a reused one. */
  stop: () => Promise<void>
}

const running = new Set<ChildProcess>()
let exitHookInstalled = false

/** Kill every anvil this process spawned when the process exits, so none is left orphaned. */
function installExitHook() {
  if (exitHookInstalled) return
  exitHookInstalled = true
  process.on('exit', () => {
    for (const child of running) {
      try {
        child.kill('SIGKILL')
      } catch {
        // already gone
      }
    }
  })
}

/** Path of the anvil binary shipped by `@foundry-rs/anvil`'s platform package. */
export function resolveAnvilBinary(): string {
  const require = createRequire(import.meta.url)
  const wrapper = require.resolve('@foundry-rs/anvil/package.json')
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const exe = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}`
  // The platform package is an optional dependency of the wrapper: resolve it from there.
  const fromWrapper = createRequire(wrapper)
  try {
    const pkg = fromWrapper.resolve(`${platformPackage}/package.json`)
    const binary = join(dirname(pkg), 'bin', exe)
    if (existsSync(binary)) return binary
  } catch {
    // fall through to the wrapper's own dist/ location
  }
  const fallback = join(dirname(wrapper), '..', 'dist', exe)
  if (existsSync(fallback)) return fallback
  throw new Error(
    `anvil binary not found: ${platformPackage} is not installed (run \`pnpm install\` in the workspace).`,
  )
}

/**
 * Asks `rpcUrl` for its chain id. Resolves `undefined` when nothing answers like a JSON-RPC node.
 */
export async function probeChainId(rpcUrl: string, timeoutMs = 1000): Promise<number | undefined> {
  try {
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) return undefined
    const body = (await response.json()) as { result?: unknown }
    if (typeof body.result !== 'string') return undefined
    return Number.parseInt(body.result, 16)
  } catch {
    return undefined
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Starts anvil on `host:port` with `chainId` and anvil's deterministic funded accounts, and waits
 * until it answers `eth_chainId`. A chain already answering there with the same id is reused.
 */
export async function startAnvil(parameters: StartAnvilParameters): Promise<StartAnvilReturnType> {
  const { port, chainId, host = DEVSTACK_HOST, timeoutMs = 20_000, args = [] } = parameters
  const rpcUrl = `http://${host}:${port}`

  const existing = await probeChainId(rpcUrl)
  if (existing === chainId) {
    return { rpcUrl, chainId, port, reused: true, stop: async () => {} }
  }
  if (existing !== undefined) {
    throw new Error(
      `Port ${port} already serves chain ${existing}, expected chain ${chainId}. Stop that node first.`,
    )
  }

  installExitHook()
  const child = spawn(
    resolveAnvilBinary(),
    [
      '--host',
      host,
      '--port',
      String(port),
      '--chain-id',
      String(chainId),
      '--mnemonic',
      ANVIL_MNEMONIC,
      '--accounts',
      '10',
      '--balance',
      '10000',
      '--silent',
      ...args,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  )
  running.add(child)

  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4000)
  })

  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code) => {
      running.delete(child)
      resolve(code)
    })
  })
  let hasExited = false
  void exited.then(() => {
    hasExited = true
  })
  child.once('error', (error) => {
    stderr += String(error)
  })

  const stop = async () => {
    if (hasExited) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
    await exited
    clearTimeout(timer)
  }

  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (hasExited) {
      throw new Error(
        `anvil on port ${port} exited before answering: ${stderr.trim() || 'no output'}`,
      )
    }
    const answered = await probeChainId(rpcUrl, 500)
    if (answered === chainId) return { rpcUrl, chainId, port, reused: false, stop }
    await sleep(50)
  }
  await stop()
  throw new Error(`anvil on port ${port} did not answer eth_chainId within ${timeoutMs} ms`)
}
