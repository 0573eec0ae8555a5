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
 *
 * The file may be a chunk the bundler shares between several modules: it then exports the
 * wanted module's namespace under a short name (`export { ns as M }`, the original `import()`
 * reading `.then((chunk) => chunk.M)`), not the module's own exports. Such a namespace — the
 * only exported module namespace with a default export — is answered in place of the chunk's.
 */
export async function importAgain<module>(url: string): Promise<module> {
  const fresh = new URL(url)
  fresh.searchParams.set('foyer-retry', String(Date.now()))
  const chunk: Record<string, unknown> = await import(
    /* webpackIgnore: true */ /* @vite-ignore */ fresh.href
  )
  if ('default' in chunk) return chunk as module
  const namespaces = Object.values(chunk).filter(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      (value as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === 'Module' &&
      'default' in value,
  )
  return (namespaces.length === 1 ? namespaces[0] : chunk) as module
}
