// @vitest-environment jsdom
import { afterEach, expect, test, vi } from 'vitest'

afterEach(() => {
  vi.doUnmock('./frameClient.js')
  vi.resetModules()
})

test('error: the frame client code fails to load', async () => {
  vi.resetModules()
  vi.doMock('./frameClient.js', () => {
    throw new Error('chunk failed')
  })
  const { embeddedWallet } = await import('./embeddedWallet.js')
  const { EmailDependencyLoadError } = await import('../../errors/auth.js')
  const connector = embeddedWallet()({ projectId: 'p', networks: [], frameUrl: 'http://x.test/' })
  const error = await connector.connectEmail({ email: 'a@b.co' }).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(EmailDependencyLoadError)
  expect((error as { shortMessage: string }).shortMessage).toMatchInlineSnapshot(
    `"Unable to load email login dependency"`,
  )
})
