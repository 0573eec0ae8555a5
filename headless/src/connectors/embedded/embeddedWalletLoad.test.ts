// @vitest-environment jsdom
import { expect, test, vi } from 'vitest'
import { EmailDependencyLoadError } from '../../errors/emailDependency.js'
import { embeddedWallet } from './embeddedWallet.js'

// The frame client's code fails to download (hoisted: this file's module graph only). No
// module reset, so the leaf is constructed by the same FoyerError the leaf recorder watches.
vi.mock('./frameClient.js', () => {
  throw new Error('chunk failed')
})

test('error: the frame client code fails to load', async () => {
  const connector = embeddedWallet()({ projectId: 'p', networks: [], frameUrl: 'http://x.test/' })
  const error = await connector.connectEmail({ email: 'a@b.co' }).catch((caught: unknown) => caught)
  expect(error).toBeInstanceOf(EmailDependencyLoadError)
  expect((error as { shortMessage: string }).shortMessage).toMatchInlineSnapshot(
    `"Unable to load email login dependency"`,
  )
})
