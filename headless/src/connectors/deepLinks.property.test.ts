import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { UnsafeDeepLinkError } from '../errors/deepLink.js'
import { anyString, outcome, parameters } from '../test/properties.js'
import { formatWalletLink, isSafeWalletLink, walletLink } from './deepLinks.js'

// Property-based: whatever link a directory, a custom wallet or a stored recent wallet gives,
// Foyer never produces a link the browser would run or render (javascript:, data:, vbscript:).

const dangerous = ['javascript', 'data', 'vbscript', 'JavaScript', 'DATA', 'VbScript']
/** Strings built to look like dangerous links: case, whitespace, control characters, slashes. */
const disguisedLink = fc
  .tuple(
    fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u001f', '  \r\n'),
    fc.constantFrom(...dangerous),
    fc.constantFrom('', '\t', '\n'),
    fc.constantFrom(':', '://', ':/', '%3a', ''),
    fc.string(),
  )
  .map(([lead, scheme, inner, colon, rest]) => {
    const middle = Math.floor(scheme.length / 2)
    return `${lead}${scheme.slice(0, middle)}${inner}${scheme.slice(middle)}${colon}${rest}`
  })
const anyLink = fc.oneof(
  anyString,
  disguisedLink,
  fc.webUrl(),
  fc.string().map((s) => `${s}://`),
)

/** The scheme a browser would see: what URL parsing says, else nothing that can run. */
function browserScheme(link: string): string | undefined {
  try {
    return new URL(link).protocol
  } catch {
    return undefined
  }
}

describe('formatWalletLink', () => {
  test('property: no input yields a javascript:, data: or vbscript: link', () => {
    fc.assert(
      fc.property(anyLink, anyString, (link, uri) => {
        const result = outcome(() => formatWalletLink(link, uri))
        if (!result.ok) {
          expect(result.error).toBeInstanceOf(UnsafeDeepLinkError)
          return
        }
        expect(['javascript:', 'data:', 'vbscript:']).not.toContain(browserScheme(result.value))
        const visible = [...result.value].filter((char) => char > ' ').join('')
        expect(visible).not.toMatch(/^(javascript|data|vbscript):/i)
        expect(isSafeWalletLink(result.value)).toBe(true)
        expect(result.value).toMatch(/wc\?uri=[^#]*$/)
      }),
      parameters,
    )
  })
  test('property: every platform link of any wallet is safe or refused', () => {
    const wallet = fc.record({
      name: fc.oneof(anyString, fc.constantFrom('Phantom', 'Coinbase Wallet')),
      mobile_link: anyLink,
      desktop_link: anyLink,
      webapp_link: anyLink,
    })
    const platform = fc.constantFrom('mobile', 'desktop', 'web', 'browser') as fc.Arbitrary<
      'mobile' | 'desktop' | 'web' | 'browser'
    >
    fc.assert(
      fc.property(wallet, platform, anyString, (item, which, uri) => {
        const result = outcome(() =>
          walletLink(item, which, {
            uri,
            pageUrl: 'https://shop.test/',
            namespace: 'solana',
            injected: { phantom: false, coinbaseSolana: false },
          }),
        )
        if (!result.ok) {
          expect(result.error).toBeInstanceOf(UnsafeDeepLinkError)
          return
        }
        if (result.value === undefined) return
        expect(isSafeWalletLink(result.value)).toBe(true)
        expect(['javascript:', 'data:', 'vbscript:']).not.toContain(browserScheme(result.value))
      }),
      parameters,
    )
  })
})
