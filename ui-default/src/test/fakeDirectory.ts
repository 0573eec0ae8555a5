import type { DirectoryWalletWithImage } from '@foyer/headless'
import { vi } from 'vitest'

/** The base URL the fake directory answers on (no socket: `fetch` is stubbed). */
export const FAKE_API_URL = 'http://127.0.0.1:9'

/**
 * An in-process provider API serving a directory of `size` wallets at `/getWallets` with
 * paging, search, include and exclude, as the provider does, through a stubbed global `fetch`.
 * `control.fail` answers 400; `control.delayMs` slows every answer. Undo with
 * `vi.unstubAllGlobals()`.
 */
export function fakeDirectory(size = 1003) {
  const wallets: DirectoryWalletWithImage[] = Array.from({ length: size }, (_, index) => {
    const n = String(index + 1).padStart(4, '0')
    return { id: `w${n}`, name: `Wallet ${n}`, image_id: `i${n}`, rdns: `dev.w${n}` }
  })
  const control = { fail: false, delayMs: 0 }
  const requests: URL[] = []
  const list = (value: string | null) => (value ? value.split(',') : [])
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    requests.push(url)
    if (control.delayMs) await new Promise((resolve) => setTimeout(resolve, control.delayMs))
    if (url.pathname !== '/getWallets') return new Response('', { status: 404 })
    if (control.fail) return Response.json({ error: 'unavailable' }, { status: 400 })
    const query = url.searchParams
    const include = list(query.get('include'))
    const exclude = list(query.get('exclude'))
    const search = query.get('search')?.toLowerCase()
    const found = wallets.filter(
      (wallet) =>
        (!include.length || include.includes(wallet.id)) &&
        !exclude.includes(wallet.id) &&
        (!search || wallet.name.toLowerCase().includes(search)),
    )
    const entries = Number(query.get('entries') ?? 40)
    const start = (Number(query.get('page') ?? 1) - 1) * entries
    return Response.json({ data: found.slice(start, start + entries), count: found.length })
  })
  const walletRequests = () => requests.filter((url) => url.pathname === '/getWallets')
  return { apiUrl: FAKE_API_URL, wallets, control, requests, walletRequests }
}

/**
 * jsdom has no layout. Gives the All Wallets scroller a 400 px tall view with a scrollTop that
 * `scrollTo` and assignments move (firing `scroll`), enough for the virtual list to window.
 * Returns the function that restores jsdom.
 */
export function fakeScrollerLayout(height = 400): () => void {
  const scrollTops = new WeakMap<Element, number>()
  const saved = {
    clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
    scrollTop: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop'),
    scrollTo: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo'),
  }
  const isScroller = (element: Element) =>
    element.getAttribute('data-testid') === 'all-wallets-scroller'
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return isScroller(this) ? height : 0
    },
  })
  Object.defineProperty(Element.prototype, 'scrollTop', {
    configurable: true,
    get(this: Element) {
      return scrollTops.get(this) ?? 0
    },
    set(this: Element, top: number) {
      scrollTops.set(this, top)
    },
  })
  Object.defineProperty(Element.prototype, 'scrollTo', {
    configurable: true,
    value(this: Element, options: ScrollToOptions) {
      scrollTops.set(this, options.top ?? 0)
      queueMicrotask(() => this.dispatchEvent(new Event('scroll')))
    },
  })
  return () => {
    for (const [name, descriptor] of Object.entries(saved)) {
      if (descriptor) Object.defineProperty(Element.prototype, name, descriptor)
      else delete (Element.prototype as unknown as Record<string, unknown>)[name]
    }
  }
}
