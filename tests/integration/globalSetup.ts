import { startDevstack } from '@foyer/devstack'

/**
 * Starts the devstack on its fixed loopback ports for the integration tests, or reuses the one a
 * developer already runs (`pnpm devstack` / `pnpm dev`); stops only what it started.
 */
export default async function setup() {
  const devstack = await startDevstack()
  return () => devstack.stop()
}
