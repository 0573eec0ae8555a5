// Small helpers shared by the project's scripts.
import { spawn } from 'node:child_process'

export const root = new URL('..', import.meta.url).pathname

/** The pnpm this repository pins, run through npx (corepack cannot fetch it here). */
export const PNPM = ['npx', '-y', 'pnpm@10.34.8']

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`)
      resolve(1)
    })
  })
}

/** Polls a URL until it answers 2xx, or throws after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}
