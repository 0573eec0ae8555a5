// A fetch that behaves like a browser page's for CORS, so the integration tests see what a host
// in a browser would: Node's own fetch ignores CORS entirely.

/** The origin of the host page the product runs in (loopback, as the devstack allows). */
export const PAGE_ORIGIN = 'http://127.0.0.1:5173'

const SAFELISTED_HEADERS = new Set([
  'accept',
  'accept-language',
  'content-language',
  'content-type',
])
const SIMPLE_CONTENT_TYPES = new Set([
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'text/plain',
])
const SIMPLE_METHODS = ['GET', 'HEAD', 'POST']

const allowsPage = (response: Response) =>
  [PAGE_ORIGIN, '*'].includes(response.headers.get('access-control-allow-origin') ?? '')

/**
 * `fetch` as a page on {@link PAGE_ORIGIN} does it: requests carry the page's Origin; one with a
 * non-safelisted method or header is preflighted first; a refused preflight, or an answer that
 * does not allow the origin, fails like the browser's "Failed to fetch" (a TypeError).
 */
export const browserFetch: typeof fetch = async (input, init = {}) => {
  const url = input instanceof Request ? input.url : String(input)
  const method = (init.method ?? 'GET').toUpperCase()
  const headers = new Headers(init.headers)
  const unsafe = [...headers]
    .filter(
      ([name, value]) =>
        !SAFELISTED_HEADERS.has(name) ||
        (name === 'content-type' &&
          !SIMPLE_CONTENT_TYPES.has(value.split(';')[0]?.trim().toLowerCase() ?? '')),
    )
    .map(([name]) => name)
    .sort()
  if (unsafe.length > 0 || !SIMPLE_METHODS.includes(method)) {
    const preflight = await fetch(url, {
      method: 'OPTIONS',
      headers: {
        origin: PAGE_ORIGIN,
        'access-control-request-method': method,
        ...(unsafe.length > 0 ? { 'access-control-request-headers': unsafe.join(',') } : {}),
      },
    })
    const list = (name: string) =>
      (preflight.headers.get(name) ?? '').split(',').map((item) => item.trim().toLowerCase())
    const refused = [
      ...(preflight.ok && allowsPage(preflight) ? [] : ['origin']),
      ...(SIMPLE_METHODS.includes(method) ||
      list('access-control-allow-methods').includes(method.toLowerCase())
        ? []
        : [method]),
      ...unsafe.filter((name) => !list('access-control-allow-headers').includes(name)),
    ]
    if (refused.length > 0)
      throw new TypeError(`CORS preflight of ${method} ${url} refused: ${refused.join(', ')}`)
  }
  headers.set('origin', PAGE_ORIGIN)
  const response = await fetch(url, { ...init, method, headers })
  if (!allowsPage(response)) throw new TypeError(`CORS: ${url} does not allow ${PAGE_ORIGIN}`)
  return response
}
