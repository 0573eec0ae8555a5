import { createServer } from 'node:net'

/**
 * Where test ports are drawn from: below Linux's ephemeral range (32768–60999), which the kernel
 * hands to outgoing connections and to `listen(0)`. A port found free there by `listen(0)` and
 * released could be taken by any process's next connection before the test binds it (seen:
 * EADDRINUSE in a devstack test); nothing takes a port from this range unasked.
 */
const RANGE = { from: 20_000, to: 32_000 }

/** Ports this process has handed out: two services of one test never get the same one. */
const handedOut = new Set<number>()

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

/** A TCP port on 127.0.0.1 that is free, outside the ephemeral range, and new to this process. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = RANGE.from + Math.floor(Math.random() * (RANGE.to - RANGE.from))
    if (handedOut.has(port) || !(await canListen(port))) continue
    handedOut.add(port)
    return port
  }
  throw new Error(`no free port between ${RANGE.from} and ${RANGE.to} after 200 tries`)
}
