// Wallet links for WalletConnect (SPEC §2 "Mobile deep links", SPEC-NOTES "Deep links"): pure
// functions that format a wallet's mobile, desktop and web links with a pairing URI, pick where
// to open them, and refuse any link whose scheme the browser would run or render itself.
import type { ChainNamespace } from '../chains/namespaces.js'
import { UnsafeDeepLinkError } from '../errors/deepLink.js'
import {
  assertParameter,
  assertParameters,
  parameterRules as is,
} from '../validation/parameters.js'

/** A wallet's links, as the wallet directory, custom wallets and recent wallets give them. */
export type WalletLinks = {
  name: string
  rdns?: string | null | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
}

/**
 * How the visitor reaches a chosen wallet: its browser extension, its phone app (QR code on
 * desktop, deep link on mobile), its web app, or its desktop app.
 */
export type WalletPlatform = 'browser' | 'mobile' | 'web' | 'desktop'

/**
 * Schemes a wallet link never has: they run code, render a document of their own or reach
 * the browser's internals. Any other scheme counts as a wallet's own app scheme.
 */
export const refusedLinkSchemes = [
  'javascript:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'about:',
  'filesystem:',
  'view-source:',
  'ftp:',
  'ws:',
  'wss:',
  'intent:',
  'chrome:',
  'chrome-extension:',
  'moz-extension:',
  'resource:',
  'jar:',
] as const

function parse(link: string): URL | undefined {
  try {
    return new URL(link)
  } catch {
    return undefined
  }
}

const isHttpLink = (link: string) => /^https?:$/.test(parse(link)?.protocol ?? '')

/**
 * Whether a link may be opened: an http(s) URL with a host, or a wallet's own app scheme —
 * judged as the browser would parse it (case, leading spaces, tabs and newlines do not hide a
 * `javascript:`).
 */
export function isSafeWalletLink(link: string): boolean {
  const url = parse(link)
  if (!url) return false
  if (url.protocol === 'http:' || url.protocol === 'https:') return url.hostname !== ''
  return (
    /^[a-z][a-z0-9+.-]*:$/.test(url.protocol) &&
    !(refusedLinkSchemes as readonly string[]).includes(url.protocol)
  )
}

/** The link itself when {@link isSafeWalletLink}; else throws {@link UnsafeDeepLinkError}. */
export function assertSafeWalletLink(link: string): string {
  assertParameter('link', link, is.string)
  if (!isSafeWalletLink(link)) throw new UnsafeDeepLinkError(link)
  return link
}

/**
 * A wallet link carrying a pairing URI (SPEC-NOTES): an http(s) link becomes
 * `<link>/wc?uri=<encoded>` (one slash before `wc`); an app scheme is normalised to
 * `scheme://wc?uri=<encoded>` (`metamask:` and `metamask` become `metamask://`). Throws
 * {@link UnsafeDeepLinkError} for a link that must not be opened.
 */
export function formatWalletLink(link: string, uri: string): string {
  assertParameter('link', link, is.string)
  assertParameter('uri', uri, is.string)
  // A lone surrogate cannot be percent-encoded: it becomes U+FFFD, as a browser would send it.
  const encoded = encodeURIComponent(
    uri.replace(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
      '\uFFFD',
    ),
  )
  let base = link.trim()
  if (!isHttpLink(base) && !base.includes('://')) {
    base = `${base.replaceAll('/', '').replaceAll(':', '')}://`
  }
  if (!base.endsWith('/')) base = `${base}/`
  return assertSafeWalletLink(`${base}wc?uri=${encoded}`)
}

/** Phantom's universal link that opens this page in Phantom's own browser. */
export function phantomBrowseLink(pageUrl: string): string {
  const page = new URL(pageUrl)
  return `https://phantom.app/ul/browse/${encodeURIComponent(page.href)}?ref=${encodeURIComponent(page.origin)}`
}

/** Coinbase Wallet's dapp link that opens this page in its browser. */
export function coinbaseDappLink(pageUrl: string): string {
  return `https://go.cb-w.com/dapp?cb_url=${encodeURIComponent(new URL(pageUrl).href)}`
}

/** Which wallet providers this page has injected, read off `window`. */
export type InjectedWallets = { phantom: boolean; coinbaseSolana: boolean }

/** The injected providers {@link mobileWalletLink} asks about, read off a window-like object. */
export function injectedWallets(target: object | undefined): InjectedWallets {
  return {
    phantom: Boolean(target && 'phantom' in target),
    coinbaseSolana: Boolean(target && 'coinbaseSolana' in target),
  }
}

const isWallet = (wallet: WalletLinks, name: string, rdns: string) =>
  wallet.name.toLowerCase() === name.toLowerCase() || wallet.rdns === rdns

/** Everything a wallet link depends on besides the wallet. */
export type WalletLinkContext = {
  /** The pairing URI; without one, only Phantom's and Coinbase's page links can be made. */
  uri: string | undefined
  /** This page's address (`location.href`). */
  pageUrl: string
  /** The active namespace. */
  namespace: ChainNamespace
  injected: InjectedWallets
}

/**
 * The mobile link of a wallet (SPEC §2): Phantom, when not injected, opens this page in its
 * browser (universal browse link); Coinbase Wallet on Solana without an injected provider
 * opens its dapp link; any other wallet gets its mobile link with the pairing URI. Undefined
 * when there is none; throws {@link UnsafeDeepLinkError} for a link that must not be opened.
 */
export function mobileWalletLink(wallet: WalletLinks, context: WalletLinkContext) {
  if (isWallet(wallet, 'Phantom', 'app.phantom') && !context.injected.phantom) {
    return phantomBrowseLink(context.pageUrl)
  }
  if (
    isWallet(wallet, 'Coinbase Wallet', 'com.coinbase.wallet') &&
    context.namespace === 'solana' &&
    !context.injected.coinbaseSolana
  ) {
    return coinbaseDappLink(context.pageUrl)
  }
  return wallet.mobile_link && context.uri
    ? formatWalletLink(wallet.mobile_link, context.uri)
    : undefined
}

/**
 * The link a platform opens, with the pairing URI: mobile per {@link mobileWalletLink}, desktop
 * and web through {@link formatWalletLink}. Undefined for the browser extension (it connects
 * through its own connector) and when the wallet has no such link or no URI exists yet.
 */
export function walletLink(
  wallet: WalletLinks,
  platform: WalletPlatform,
  context: WalletLinkContext,
): string | undefined {
  if (platform === 'mobile') return mobileWalletLink(wallet, context)
  const link =
    platform === 'desktop'
      ? wallet.desktop_link
      : platform === 'web'
        ? wallet.webapp_link
        : undefined
  return link && context.uri ? formatWalletLink(link, context.uri) : undefined
}

/**
 * The platforms a wallet offers, in the order the view lists them: its extension when
 * installed, its phone app (QR code on desktop; on mobile only with a link to open), its web
 * app, and its desktop app (not on mobile).
 */
export function walletPlatforms(
  wallet: WalletLinks,
  parameters: { isMobile: boolean; installed: boolean },
): WalletPlatform[] {
  assertParameter('wallet', wallet, is.shape({ name: is.string }))
  assertParameters(parameters, { isMobile: is.boolean, installed: is.boolean })
  const platforms: WalletPlatform[] = []
  if (parameters.installed) platforms.push('browser')
  const phoneLink =
    Boolean(wallet.mobile_link) ||
    isWallet(wallet, 'Phantom', 'app.phantom') ||
    isWallet(wallet, 'Coinbase Wallet', 'com.coinbase.wallet')
  if (!parameters.isMobile || phoneLink) platforms.push('mobile')
  if (wallet.webapp_link) platforms.push('web')
  if (wallet.desktop_link && !parameters.isMobile) platforms.push('desktop')
  return platforms
}

/** The platform shown first: the phone app (a QR code on desktop) when offered, else the first. */
export function defaultWalletPlatform(platforms: readonly WalletPlatform[]): WalletPlatform {
  return platforms.includes('mobile') ? 'mobile' : (platforms[0] ?? 'mobile')
}

/** Where a wallet link opens (SPEC-NOTES): this window, or the top one inside an iframe. */
export function walletLinkTarget(inIframe: boolean): '_self' | '_top' {
  return inIframe ? '_top' : '_self'
}

/** Whether a window is framed; a cross-origin parent that cannot be read counts as framed. */
export function isInIframe(target: { self: unknown; top: unknown }): boolean {
  try {
    return target.self !== target.top
  } catch {
    return true
  }
}
