import { describe, expect, test } from 'vitest'
import { UnsafeDeepLinkError } from '../errors/deepLink.js'
import {
  assertSafeWalletLink,
  coinbaseDappLink,
  defaultWalletPlatform,
  formatWalletLink,
  injectedWallets,
  isInIframe,
  isSafeWalletLink,
  mobileWalletLink,
  phantomBrowseLink,
  walletLink,
  walletLinkTarget,
  walletPlatforms,
} from './deepLinks.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=k'
const encoded = encodeURIComponent(uri)
const page = 'https://shop.test/checkout?x=1'
const context = {
  uri,
  pageUrl: page,
  namespace: 'eip155' as const,
  injected: { phantom: false, coinbaseSolana: false },
}

describe('formatWalletLink', () => {
  test('default: an http(s) link gets one slash then wc?uri=<encoded>', () => {
    expect(formatWalletLink('https://metamask.app.link', uri)).toBe(
      `https://metamask.app.link/wc?uri=${encoded}`,
    )
    expect(formatWalletLink('https://link.trustwallet.com/', uri)).toBe(
      `https://link.trustwallet.com/wc?uri=${encoded}`,
    )
    expect(formatWalletLink('http://127.0.0.1:5173/wallet', uri)).toBe(
      `http://127.0.0.1:5173/wallet/wc?uri=${encoded}`,
    )
  })
  test('parameters: an app scheme is normalised to scheme://wc?uri=', () => {
    expect(formatWalletLink('metamask://', uri)).toBe(`metamask://wc?uri=${encoded}`)
    expect(formatWalletLink('rainbow:', uri)).toBe(`rainbow://wc?uri=${encoded}`)
    expect(formatWalletLink('zerion', uri)).toBe(`zerion://wc?uri=${encoded}`)
    expect(formatWalletLink('trust://open', uri)).toBe(`trust://open/wc?uri=${encoded}`)
  })
  test('error: a javascript:, data:, vbscript: or file: link throws UnsafeDeepLinkError', () => {
    for (const link of [
      'javascript:alert(1)',
      ' JaVa\tScRiPt://%0aalert(1)',
      'javascript://',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'blob:https://x.test/1',
    ]) {
      expect(() => formatWalletLink(link, uri), link).toThrow(UnsafeDeepLinkError)
    }
  })
})

describe('isSafeWalletLink', () => {
  test('behavior: http(s) with a host and app schemes pass; browser schemes never', () => {
    expect(isSafeWalletLink('https://x.test/wc?uri=1')).toBe(true)
    expect(isSafeWalletLink('acme://wc?uri=1')).toBe(true)
    expect(isSafeWalletLink('https://')).toBe(false)
    expect(isSafeWalletLink('not a url')).toBe(false)
    expect(isSafeWalletLink('\u0000javascript:alert(1)')).toBe(false)
    expect(isSafeWalletLink('DATA:text/html,x')).toBe(false)
    expect(assertSafeWalletLink('acme://wc')).toBe('acme://wc')
  })
  test('error: the refusal names the rule and the link', () => {
    expect(() => assertSafeWalletLink('javascript:alert(1)')).toThrowErrorMatchingInlineSnapshot(`
      [UnsafeDeepLinkError: This wallet link cannot be opened

      Rule: only an http(s) link or the wallet's own app scheme is opened
      Provided: "javascript:alert(1)"]
    `)
  })
})

describe('mobileWalletLink', () => {
  test('default: a wallet with a mobile link gets it with the pairing URI', () => {
    const wallet = { name: 'Acme', mobile_link: 'acme://' }
    expect(mobileWalletLink(wallet, context)).toBe(`acme://wc?uri=${encoded}`)
    expect(mobileWalletLink(wallet, { ...context, uri: undefined })).toBeUndefined()
    expect(mobileWalletLink({ name: 'None' }, context)).toBeUndefined()
  })
  test('behavior: Phantom not injected opens this page in its browser (universal browse link)', () => {
    const phantom = { name: 'Phantom', mobile_link: 'phantom://' }
    expect(mobileWalletLink(phantom, context)).toBe(
      `https://phantom.app/ul/browse/${encodeURIComponent(page)}?ref=${encodeURIComponent('https://shop.test')}`,
    )
    expect(phantomBrowseLink(page)).toBe(mobileWalletLink(phantom, context))
    const injected = { ...context, injected: { phantom: true, coinbaseSolana: false } }
    expect(mobileWalletLink(phantom, injected)).toBe(`phantom://wc?uri=${encoded}`)
  })
  test('behavior: Coinbase Wallet on Solana without a provider opens its dapp link', () => {
    const coinbase = { name: 'Coinbase Wallet', mobile_link: 'cbwallet://' }
    const solana = { ...context, namespace: 'solana' as const }
    expect(mobileWalletLink(coinbase, solana)).toBe(
      `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(page)}`,
    )
    expect(coinbaseDappLink(page)).toBe(mobileWalletLink(coinbase, solana))
    expect(mobileWalletLink(coinbase, context)).toBe(`cbwallet://wc?uri=${encoded}`)
    const injected = { ...solana, injected: { phantom: false, coinbaseSolana: true } }
    expect(mobileWalletLink(coinbase, injected)).toBe(`cbwallet://wc?uri=${encoded}`)
  })
})

describe('walletLink and walletPlatforms', () => {
  const wallet = {
    name: 'Acme',
    rdns: 'test.acme',
    mobile_link: 'acme://',
    desktop_link: 'acme-desktop://',
    webapp_link: 'https://app.acme.test',
  }
  test('default: each platform opens its own link; the browser extension none', () => {
    expect(walletLink(wallet, 'mobile', context)).toBe(`acme://wc?uri=${encoded}`)
    expect(walletLink(wallet, 'desktop', context)).toBe(`acme-desktop://wc?uri=${encoded}`)
    expect(walletLink(wallet, 'web', context)).toBe(`https://app.acme.test/wc?uri=${encoded}`)
    expect(walletLink(wallet, 'browser', context)).toBeUndefined()
    expect(walletLink({ name: 'Bare' }, 'desktop', context)).toBeUndefined()
  })
  test('parameters: isMobile and installed choose the platforms', () => {
    expect(walletPlatforms(wallet, { isMobile: false, installed: true })).toEqual([
      'browser',
      'mobile',
      'web',
      'desktop',
    ])
    expect(walletPlatforms(wallet, { isMobile: true, installed: false })).toEqual(['mobile', 'web'])
    expect(walletPlatforms({ name: 'Bare' }, { isMobile: true, installed: false })).toEqual([])
    expect(walletPlatforms({ name: 'Bare' }, { isMobile: false, installed: false })).toEqual([
      'mobile',
    ])
  })
})

describe('targets', () => {
  test('behavior: _self in a page, _top inside an iframe (or an unreadable parent)', () => {
    const top = {}
    expect(walletLinkTarget(isInIframe({ self: top, top }))).toBe('_self')
    expect(walletLinkTarget(isInIframe({ self: {}, top }))).toBe('_top')
    const crossOrigin = {
      self: {},
      get top(): unknown {
        throw new Error('SecurityError')
      },
    }
    expect(isInIframe(crossOrigin)).toBe(true)
  })
  test('behavior: injected wallets are read off the window', () => {
    expect(injectedWallets({ phantom: {} })).toEqual({ phantom: true, coinbaseSolana: false })
    expect(injectedWallets(undefined)).toEqual({ phantom: false, coinbaseSolana: false })
  })
})

describe('defaultWalletPlatform', () => {
  test('behavior: the phone app first when offered, else the first platform, mobile for none', () => {
    expect(defaultWalletPlatform(['browser', 'mobile', 'web'])).toBe('mobile')
    expect(defaultWalletPlatform(['browser', 'web'])).toBe('browser')
    expect(defaultWalletPlatform(['desktop'])).toBe('desktop')
    expect(defaultWalletPlatform([])).toBe('mobile')
  })
})
