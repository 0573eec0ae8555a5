// @vitest-environment jsdom
import { expect, test, vi } from 'vitest'
import { EmailDependencyLoadError } from '../../errors/emailDependency.js'
import { embeddedWallet } from './embeddedWallet.js'

// The methods' code fails to download (hoisted: this file's module graph only): what the
// factory answers before any sign-in must not need it, or this file could not even import.
vi.mock('./embeddedMethods.js', () => {
  throw new Error('chunk failed')
})

const network = { id: 5, chainNamespace: 'eip155' } as never
const config = { projectId: 'p', networks: [network], frameUrl: 'http://x.test/' }

test('behavior: before any sign-in the factory answers alone, without the methods’ code', async () => {
  const connector = embeddedWallet()(config)
  expect(await connector.isAuthorized()).toBe(false)
  expect(await connector.getAccounts()).toEqual([])
  expect(await connector.getChainId()).toBe(5)
  await connector.disconnect()
  connector.syncTheme({ themeMode: 'dark', themeVariables: {} } as never)
  expect(connector.isFrameCreated()).toBe(false)
  expect(connector.getUser()).toBeUndefined()
})

test('error: a sign-in whose code fails to download is EmailDependencyLoadError', async () => {
  const connector = embeddedWallet()(config)
  const error = await connector.connectEmail({ email: 'a@b.co' }).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(EmailDependencyLoadError)
})

test('behavior: a stored login whose check cannot load reads as signed out and is forgotten', async () => {
  const items = new Map([['@foyer/email_login_used', 'true']])
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
  const connector = embeddedWallet()({ ...config, storage: () => storage })
  expect(await connector.isAuthorized()).toBe(false)
  expect(items.has('@foyer/email_login_used')).toBe(false)
})
