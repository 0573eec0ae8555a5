/**
 * The URL of the module a failed dynamic `import()` could not fetch, read from the browser's
 * error message ("Failed to fetch dynamically imported module: <url>" in Chromium, "error
 * loading dynamically imported module: <url>" in Firefox); undefined when the message names
 * none (Safari).
 */
export function failedModuleUrl(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : undefined
  const urls = message?.match(/\bhttps?:\/\/[^\s'"]+/g)
  return urls?.at(-1)
}

/**
 * Imports `url` afresh. A browser keeps a failed module fetch for the page's life, so the same
 * URL would fail again at once even when the network is back; a query string makes it a new
 * module while its own imports still resolve to the modules already loaded.
 */
export function importAgain<module>(url: string): Promise<module> {
  const fresh = new URL(url)
  fresh.searchParams.set('foyer-retry', String(Date.now()))
  return import(/* webpackIgnore: true */ /* @vite-ignore */ fresh.href)
}
