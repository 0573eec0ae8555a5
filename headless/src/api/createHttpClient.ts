import {
  HTTP_RETRY_AFTER_MAX_MS,
  HTTP_RETRY_COUNT,
  HTTP_RETRY_DELAY_MS,
  HTTP_RETRY_STATUSES,
  HTTP_RETRY_STATUSES_NOT_IDEMPOTENT,
} from '../constants/index.js'
import { ApiRequestFailedError, HttpStatusError } from '../errors/api.js'
import type { FoyerError } from '../errors/FoyerError.js'
import {
  assertParameter,
  assertParameters,
  parameterRules as is,
} from '../validation/parameters.js'

/** A query value: lists are sent comma-separated; `undefined` leaves the field out. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | undefined

/** One request of the {@link HttpClient}. */
export type HttpRequest = {
  /** Path below the base URL, e.g. `/getWallets` or `v1/supported-chains`. */
  path: string
  query?: Readonly<Record<string, QueryValue>>
  /** Sent as JSON. */
  body?: unknown
  headers?: Readonly<Record<string, string>>
  /** How to read a 2xx answer. @default 'json' */
  responseType?: 'json' | 'blob' | 'text'
  signal?: AbortSignal
  /**
   * Whether sending the request twice has the effect of sending it once. A request that
   * changes server state (registers a name, revokes a session, records an analytics event)
   * says `false`: it is then retried only after an answer saying the server did not act on it —
   * 408, 429, or 503 with a Retry-After ({@link HTTP_RETRY_STATUSES_NOT_IDEMPOTENT}) — never
   * after another 5xx or a lost answer, where the server may already have acted. Idempotent
   * requests get the spec's policy (SPEC §7).
   * @default true
   */
  idempotent?: boolean
}

/** Options of {@link createHttpClient}. */
export type HttpClientOptions = {
  /** Base URL of the service; paths are resolved against it. */
  baseUrl: string
  /** Query fields every request carries (e.g. projectId, st, sv). */
  query?: Readonly<Record<string, QueryValue>>
  /** The WalletConnect client id, sent as the `clientId` query field when known. */
  clientId?: string | (() => string | undefined)
  headers?: Readonly<Record<string, string>>
  /** @default globalThis.fetch, looked up at request time */
  fetch?: typeof fetch
  /** Retries after the first attempt. @default 3 ({@link HTTP_RETRY_COUNT}) */
  retryCount?: number
  /** First retry delay, doubling each retry. @default 150 ms ({@link HTTP_RETRY_DELAY_MS}) */
  retryDelay?: number
  /**
   * The longest Retry-After waited for, in ms; an answer asking for longer is not retried.
   * @default 5000 ({@link HTTP_RETRY_AFTER_MAX_MS})
   */
  maxRetryAfter?: number
  /** Called once with the final error of every failed request (after retries). */
  onError?: (error: FoyerError, request: HttpRequest & { method: HttpMethod }) => void
}

/** The HTTP methods the client sends. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** A JSON HTTP client with the spec's retry policy (SPEC §7). */
export type HttpClient = {
  readonly baseUrl: string
  get<result = unknown>(request: HttpRequest): Promise<result>
  post<result = unknown>(request: HttpRequest): Promise<result>
  put<result = unknown>(request: HttpRequest): Promise<result>
  delete<result = unknown>(request: HttpRequest): Promise<result>
  /** The full URL of a request (base, path and every query field). */
  url(request: Pick<HttpRequest, 'path' | 'query'>): string
}

/**
 * The wait a failed answer's Retry-After asks for, in ms (seconds, or an HTTP date: 0 once
 * past); `undefined` when there is none or it cannot be read.
 */
function retryAfterMs(error: unknown): number | undefined {
  const retryAfter = error instanceof HttpStatusError ? error.retryAfter : undefined
  if (!retryAfter) return undefined
  const seconds = Number(retryAfter)
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000
  const date = Date.parse(retryAfter)
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now())
}

/**
 * The delay before retry number `count + 1` (SPEC §7): the server's Retry-After (seconds or an
 * HTTP date) when it sent one, never more than `maxRetryAfter` (5 s,
 * {@link HTTP_RETRY_AFTER_MAX_MS}), else `retryDelay` doubling: 150, 300, 600 ms.
 */
export function retryDelayFor(
  error: unknown,
  count: number,
  retryDelay: number,
  maxRetryAfter: number = HTTP_RETRY_AFTER_MAX_MS,
): number {
  assertParameter('count', count, is.nonNegativeNumber)
  assertParameter('retryDelay', retryDelay, is.nonNegativeNumber)
  assertParameter('maxRetryAfter', maxRetryAfter, is.optional(is.nonNegativeNumber))
  const retryAfter = retryAfterMs(error)
  // `Retry-After: 0` or a date already past asks for no wait: the doubling delay applies.
  if (retryAfter) return Math.min(retryAfter, maxRetryAfter)
  return 2 ** count * retryDelay
}

/** How {@link shouldRetryRequest} treats one request. */
export type RetryRule = {
  /** See {@link HttpRequest.idempotent}. @default true */
  idempotent?: boolean | undefined
  /** The longest Retry-After waited for, in ms. @default 5000 ({@link HTTP_RETRY_AFTER_MAX_MS}) */
  maxRetryAfter?: number | undefined
}

/**
 * Whether a failed request is retried. Idempotent requests (SPEC §7): statuses 403, 408, 413,
 * 429, 500, 502, 503 and 504, and requests that got no answer at all. Requests that are not
 * idempotent: only answers saying the server did not act — 408, 429, and 503 with a
 * Retry-After. Never an answer whose Retry-After asks for longer than `maxRetryAfter` (the
 * client would stall; the error carries `retryAfter` for the caller), other statuses or an
 * abort.
 */
export function shouldRetryRequest(error: unknown, rule: RetryRule = {}): boolean {
  assertParameters(
    rule,
    { idempotent: is.optional(is.boolean), maxRetryAfter: is.optional(is.nonNegativeNumber) },
    { optional: true, name: 'rule' },
  )
  const idempotent = rule.idempotent ?? true
  if (error instanceof HttpStatusError) {
    const retryAfter = retryAfterMs(error)
    if (retryAfter !== undefined && retryAfter > (rule.maxRetryAfter ?? HTTP_RETRY_AFTER_MAX_MS))
      return false
    if (idempotent) return (HTTP_RETRY_STATUSES as readonly number[]).includes(error.status)
    return (
      (HTTP_RETRY_STATUSES_NOT_IDEMPOTENT as readonly number[]).includes(error.status) ||
      (error.status === 503 && retryAfter !== undefined)
    )
  }
  return idempotent && error instanceof ApiRequestFailedError
}

/** Resolves after `ms`, or rejects with the signal's reason when it aborts first. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const abort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort)
      resolve()
    }, ms)
    if (signal?.aborted) abort()
    else signal?.addEventListener('abort', abort, { once: true })
  })
}

function appendQuery(url: URL, query: Readonly<Record<string, QueryValue>> | undefined) {
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue
    url.searchParams.set(key, Array.isArray(value) ? value.join(',') : String(value))
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '')
  try {
    return text ? JSON.parse(text) : undefined
  } catch {
    return text
  }
}

/**
 * Creates an HTTP client for one service (SPEC §7 "Generic helper"): GET, POST, PUT and
 * DELETE with JSON and the `clientId` query; 3 retries from 150 ms doubling, honouring
 * Retry-After up to 5 s ({@link HTTP_RETRY_AFTER_MAX_MS}: a longer one is not retried), on
 * 403/408/413/429/500/502/503/504. A request marked
 * `idempotent: false` is retried only on 408, 429 and 503 with Retry-After
 * ({@link shouldRetryRequest}). A non-2xx answer throws {@link HttpStatusError} ('HTTP status
 * code: N'), no answer at all {@link ApiRequestFailedError}. Uses the global `fetch`; holds no
 * state between requests. No viem: the client runs at start-up (the project's configuration),
 * before anything else of a host needs viem.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  assertParameters(
    options,
    {
      baseUrl: is.url,
      query: is.optional(is.object),
      clientId: is.optional(is.anyOf(is.string, is.function)),
      headers: is.optional(is.object),
      fetch: is.optional(is.function),
      retryCount: is.optional(is.nonNegativeInteger),
      retryDelay: is.optional(is.nonNegativeNumber),
      maxRetryAfter: is.optional(is.nonNegativeNumber),
      onError: is.optional(is.function),
    },
    { name: 'options' },
  )
  const retryCount = options.retryCount ?? HTTP_RETRY_COUNT
  const retryDelay = options.retryDelay ?? HTTP_RETRY_DELAY_MS
  const maxRetryAfter = options.maxRetryAfter ?? HTTP_RETRY_AFTER_MAX_MS
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`

  function url(request: Pick<HttpRequest, 'path' | 'query'>): string {
    const target = new URL(request.path.replace(/^\//, ''), base)
    const clientId = typeof options.clientId === 'function' ? options.clientId() : options.clientId
    appendQuery(target, { ...options.query, clientId, ...request.query })
    return target.toString()
  }

  async function attempt(method: HttpMethod, request: HttpRequest): Promise<unknown> {
    const target = url(request)
    const doFetch = options.fetch ?? globalThis.fetch
    let response: Response
    try {
      response = await doFetch(target, {
        method,
        headers: {
          ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
          ...request.headers,
        },
        ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
      })
    } catch (cause) {
      if ((cause as { name?: unknown })?.name === 'AbortError') throw cause
      const details = cause instanceof Error ? cause.message : undefined
      throw new ApiRequestFailedError({
        shortMessage: 'HTTP request failed.',
        url: target,
        cause,
        ...(details ? { details } : {}),
      })
    }
    if (!response.ok) {
      throw new HttpStatusError(response.status, {
        body: await readBody(response),
        url: target,
        retryAfter: response.headers.get('retry-after') ?? undefined,
      })
    }
    switch (request.responseType ?? 'json') {
      case 'blob':
        return response.blob()
      case 'text':
        return response.text()
      default:
        return readBody(response)
    }
  }

  async function send(method: HttpMethod, request: HttpRequest): Promise<unknown> {
    const { signal } = request
    for (let count = 0; ; count++) {
      try {
        return await attempt(method, request)
      } catch (error) {
        const retry =
          count < retryCount &&
          !signal?.aborted &&
          shouldRetryRequest(error, { idempotent: request.idempotent, maxRetryAfter })
        if (!retry) {
          if (error instanceof HttpStatusError || error instanceof ApiRequestFailedError)
            options.onError?.(error, { ...request, method })
          throw error
        }
        await wait(retryDelayFor(error, count, retryDelay, maxRetryAfter), signal)
      }
    }
  }

  return {
    baseUrl: base,
    url,
    get: (request) => send('GET', request) as never,
    post: (request) => send('POST', request) as never,
    put: (request) => send('PUT', request) as never,
    delete: (request) => send('DELETE', request) as never,
  }
}
