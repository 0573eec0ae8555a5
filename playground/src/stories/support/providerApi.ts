import { answerFetch } from './answerFetch.js'

/**
 * Recorded answers of the provider API (`services.apiUrl`: project configuration, origins, the
 * wallet directory) for stories: the requests to {@link PROVIDER_API_URL} are answered in the
 * page from a story's table, so a view that reads the wallet directory renders
 * each state (loading, results, empty, error) with no server. Any other URL goes to the real
 * fetch. The URL is a loopback address nothing listens on: nothing leaves the page.
 */
export const PROVIDER_API_URL = 'http://127.0.0.1:9/story-api'

/**
 * A story's answer to one request (`path` is relative to the API, `query` its search params):
 * JSON to answer with, a `Response`, `'never'` for a request that never ends (a loading
 * state), or `undefined` for the default answers below.
 */
export type ProviderApi = (
  path: string,
  query: URLSearchParams,
) => unknown | Response | 'never' | undefined

/** What the API answers when the story does not say: a project with nothing special. */
function defaultAnswer(path: string): unknown {
  if (path === '/appkit/v1/config') return { features: [] }
  if (path === '/projects/v1/origins') return { allowedOrigins: [window.location.origin] }
  if (path === '/getAnalyticsConfig') return { isAnalyticsEnabled: false }
  if (path === '/getWallets') return { data: [], count: 0 }
  return undefined
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A JSON error answer, e.g. `error(500)` for a directory that fails. */
export const errorAnswer = (status: number) => json({ error: 'recorded failure' }, status)

/** Answers the requests to {@link PROVIDER_API_URL} from `api`; returns what takes it away. */
export function installProviderApi(api: ProviderApi): () => void {
  const base = new URL(PROVIDER_API_URL)
  return answerFetch(
    (url) => url.href.startsWith(PROVIDER_API_URL),
    async (_request, url) => {
      const path = url.pathname.slice(base.pathname.length)
      const answer = api(path, url.searchParams) ?? defaultAnswer(path)
      if (answer === 'never') return new Promise<Response>(() => {})
      if (answer instanceof Response) return answer
      return answer === undefined ? json({ error: 'not recorded' }, 404) : json(answer)
    },
  )
}
