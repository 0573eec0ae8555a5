import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'

// FoyerProvider gives no QueryClientProvider (a host's own stays in place): every TanStack hook
// a headless hook calls must be given the instance's client, or it throws "No QueryClient set"
// in a host's page. Each call's arguments end with `getQueryClient(foyer)`.
const dir = new URL('./', import.meta.url)
const sources = readdirSync(dir).filter((file) => /^use\w+\.ts$/.test(file))

/** The text of each TanStack hook call in `source`, from its name to its closing parenthesis. */
function tanstackCalls(source: string): string[] {
  const calls: string[] = []
  for (const match of source.matchAll(
    /\b(useQuery|useInfiniteQuery|useMutation|useQueries)\b[<(]/g,
  )) {
    let index = match.index + (match[1] ?? '').length
    // Type arguments first (`useMutation<A, B>(`): skip to the matching '>' ('=>' is not one).
    if (source[index] === '<') {
      for (let angle = 0; index < source.length; index++) {
        if (source[index] === '<') angle++
        else if (source[index] === '>' && source[index - 1] !== '=' && --angle === 0) break
      }
      index++
    }
    for (let depth = 0; index < source.length; index++) {
      if (source[index] === '(') depth++
      else if (source[index] === ')' && --depth === 0) break
    }
    calls.push(source.slice(match.index, index + 1))
  }
  return calls
}

describe('TanStack hooks in headless', () => {
  test('behavior: every call is given the instance’s query client', () => {
    const missing: string[] = []
    let calls = 0
    for (const file of sources) {
      for (const call of tanstackCalls(readFileSync(new URL(file, dir), 'utf8'))) {
        calls++
        if (!/getQueryClient\(foyer\)\s*,?\s*\)$/.test(call))
          missing.push(`${file}: ${call.slice(0, 60)}`)
      }
    }
    expect(calls).toBeGreaterThan(20)
    expect(missing).toEqual([])
  })
})
