import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'
import { readProperty } from './inspect.js'

/** HTTP statuses SPEC §8 names. */
export const httpStatusNames: Readonly<Record<number, string>> = {
  403: 'Forbidden',
  503: 'Service Unavailable',
}

/**
 * The reason a provider API error body gives (SPEC §8: "API error reasons use the first
 * description if present"): the first `reasons[].description`, else a `message` string. Any
 * body is read safely: one that is not shaped so, or whose getters throw, gives `undefined`.
 */
export function getApiErrorReason(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const reasons = readProperty(body, 'reasons')
  if (Array.isArray(reasons)) {
    const description = readProperty(readProperty(reasons, 0), 'description')
    if (typeof description === 'string' && description) return description
  }
  const message = readProperty(body, 'message')
  return typeof message === 'string' && message ? message : undefined
}

/** Parameters of {@link HttpStatusError} besides the status. */
export type HttpStatusErrorParameters = FoyerErrorParameters & {
  /** The parsed response body, if it was JSON. */
  body?: unknown
  /** The request URL. */
  url?: string
}

/**
 * SPEC §7: a provider API call answered with a non-2xx status. The short message is
 * 'HTTP status code: N'; `reason` is the API's own reason (first description), if any.
 */
export class HttpStatusError extends FoyerError {
  override name = 'HttpStatusError'
  static readonly code = 'HTTP_STATUS'
  readonly status: number
  /** The status's name where SPEC §8 names it (403, 503). */
  readonly statusName: string | undefined
  /** The API's reason: the first description of the error body (SPEC §8). */
  readonly reason: string | undefined
  /** Seconds or HTTP date of a Retry-After header, as sent. */
  readonly retryAfter: string | undefined
  readonly body: unknown
  readonly url: string | undefined
  constructor(
    status: number,
    parameters: HttpStatusErrorParameters & { retryAfter?: string | undefined } = {},
  ) {
    const { body, url, retryAfter, ...rest } = parameters
    const reason = getApiErrorReason(body)
    const statusName = httpStatusNames[status]
    super(HttpStatusError.code, `HTTP status code: ${status}`, {
      metaMessages: [
        ...(statusName ? [`Status: ${status} ${statusName}`] : []),
        ...(url ? [`URL: ${url}`] : []),
        ...(reason ? [`Reason: ${reason}`] : []),
      ],
      ...rest,
    })
    this.status = status
    this.statusName = statusName
    this.reason = reason
    this.retryAfter = retryAfter
    this.body = body
    this.url = url
  }
}

/**
 * A provider API request got no HTTP answer at all (network down, refused, aborted by a
 * timeout): 'HTTP request failed.' (SPEC §3), as viem's `HttpRequestError` says it. Built from
 * that error or from the same shape (the HTTP client builds it without viem); `cause` is it,
 * and its `details` (the underlying failure's message) are handed down.
 */
export class ApiRequestFailedError extends FoyerError {
  override name = 'ApiRequestFailedError'
  static readonly code = 'API_REQUEST_FAILED'
  readonly url: string
  constructor(cause: { shortMessage: string; url: string; details?: string; cause?: unknown }) {
    super(ApiRequestFailedError.code, cause.shortMessage, {
      cause,
      ...(cause.details ? { details: cause.details } : {}),
      metaMessages: [`URL: ${cause.url}`],
    })
    this.url = cause.url
  }
}
