// Loaded by every Vitest project: the suite may reach loopback only (the devstack, in-process
// servers). A connection to any other host is refused before a packet leaves, and fails the run.
import net from 'node:net'
import { afterAll, expect } from 'vitest'

/** True for loopback hosts: 127.0.0.0/8, ::1 and localhost. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase()
  return (
    bare === 'localhost' ||
    bare === '::1' ||
    bare === '0:0:0:0:0:0:0:1' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare) ||
    /^::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(bare)
  )
}

/** Hosts the suite tried to reach outside loopback; the run fails if any. */
export const refusedHosts: string[] = []

type ConnectArguments = Parameters<net.Socket['connect']>

/** Reads the target of `socket.connect(...)`'s overloads; `undefined` for IPC paths. */
export function connectHost(args: ConnectArguments | unknown[]): string | undefined {
  const [first, second] = args as unknown[]
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; path?: string }
    if (options.path !== undefined) return undefined
    return options.host ?? 'localhost'
  }
  if (typeof first === 'string' && Number.isNaN(Number(first))) return undefined // IPC path
  return typeof second === 'string' ? second : 'localhost'
}

/** Wraps a `connect` so that it refuses (throws, records) any host outside loopback. */
export function guardConnect<connect extends (...args: never[]) => unknown>(
  connect: connect,
): connect {
  return function (this: unknown, ...args: unknown[]) {
    const host = connectHost(args)
    if (host !== undefined && !isLoopbackHost(host)) {
      refusedHosts.push(host)
      throw new Error(`Foyer tests reach loopback only; refused a connection to ${host}`)
    }
    return connect.apply(this, args as never[])
  } as unknown as connect
}

const guarded = Symbol.for('foyer.loopbackOnly')
const prototype = net.Socket.prototype as net.Socket & { [guarded]?: true }
if (!prototype[guarded]) {
  prototype.connect = guardConnect(prototype.connect)
  prototype[guarded] = true
}

afterAll(() => {
  expect(refusedHosts, 'the test suite must make no request outside loopback').toEqual([])
})
