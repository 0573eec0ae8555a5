import { randomBytes } from 'node:crypto'
import { FrameServiceError } from './frameServiceError.js'
import { type FrameUsers, userNameOf } from './frameUsers.js'
import { appInfoOf, type FrameAppInfo } from './pages/layout.js'

/** The social logins the frame serves (SPEC §5). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** One social provider. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

/** How long a consent page and a result stay usable. */
export const SOCIAL_EXPIRY_MS = 10 * 60_000

/** A consent in progress: what the consent page shows and where its result goes. */
export type SocialConsent = {
  provider: SocialProvider
  /** The app's origin: the popup posts its result only there. */
  origin: string
  /** Telegram mini-app flow: the page navigates the top window here with `result_uri`. */
  redirectUri?: string
  app: FrameAppInfo
  createdAt: number
}

type SocialResult = { provider: SocialProvider; userName: string; createdAt: number }

/** A serialised origin (`scheme://host[:port]`), else undefined. */
export function originOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const { origin } = new URL(value)
    return origin === value && origin !== 'null' ? origin : undefined
  } catch {
    return undefined
  }
}

const random = () => randomBytes(16).toString('hex')

/** A URL, or undefined when `value` is not one. */
export function urlOf(value: unknown): URL | undefined {
  if (typeof value !== 'string') return undefined
  try {
    return new URL(value)
  } catch {
    return undefined
  }
}

/**
 * Social login against local consent pages: GET_SOCIAL_REDIRECT_URI makes a consent (its page is
 * `/social/<provider>/consent?state=`), the visitor's Continue or Cancel makes a one-time result
 * (`/social/result?…`), CONNECT_SOCIAL exchanges it for a session of the user `provider:name`.
 */
export function createSocialLogin(users: FrameUsers, now: () => number) {
  const consents = new Map<string, SocialConsent>()
  const results = new Map<string, SocialResult>()
  const live = (createdAt: number) => now() - createdAt < SOCIAL_EXPIRY_MS
  function consentOf(state: unknown): SocialConsent {
    const consent = typeof state === 'string' ? consents.get(state) : undefined
    if (!consent || !live(consent.createdAt)) {
      throw new FrameServiceError('Unknown or expired sign-in', 404)
    }
    return consent
  }

  return {
    /** GET_SOCIAL_REDIRECT_URI: the consent page's URL on `baseUrl` (the frame's origin). */
    start(
      request: { provider: unknown; redirectUri?: unknown; origin: unknown; app?: unknown },
      baseUrl: string,
    ): { uri: string } {
      const provider = request.provider as SocialProvider
      if (!SOCIAL_PROVIDERS.includes(provider)) {
        throw new FrameServiceError(`Unsupported social provider ${String(request.provider)}`)
      }
      const origin = originOf(request.origin)
      if (!origin) throw new FrameServiceError('Invalid app origin')
      let redirectUri: string | undefined
      if (request.redirectUri !== undefined && request.redirectUri !== null) {
        // Only back to the app itself.
        const url = urlOf(request.redirectUri)
        if (!url || url.origin !== origin) throw new FrameServiceError('Invalid redirectUri')
        redirectUri = url.href
      }
      const state = random()
      consents.set(state, {
        provider,
        origin,
        ...(redirectUri ? { redirectUri } : {}),
        app: appInfoOf(request.app),
        createdAt: now(),
      })
      return { uri: `${baseUrl}/social/${provider}/consent?state=${state}` }
    },
    /** The consent of a state (its page); 404 when unknown or expired. */
    consent: consentOf,
    /**
     * The visitor's answer (once per state): Continue with a user name, or Cancel. Returns the
     * result URI and, in the redirect flow, the URL the top window goes to.
     */
    decide(
      state: unknown,
      answer: { userName?: unknown; cancel?: unknown },
      baseUrl: string,
    ): { resultUri: string; redirectUrl?: string } {
      const consent = consentOf(state)
      const query = new URLSearchParams({ provider: consent.provider })
      if (answer.cancel === true) {
        query.set('error', 'access_denied')
      } else {
        const code = random()
        results.set(code, {
          provider: consent.provider,
          userName: userNameOf(answer.userName),
          createdAt: now(),
        })
        query.set('code', code)
      }
      consents.delete(String(state))
      const resultUri = `${baseUrl}/social/result?${query}`
      if (!consent.redirectUri) return { resultUri }
      const redirect = new URL(consent.redirectUri)
      redirect.searchParams.set('result_uri', resultUri)
      return { resultUri, redirectUrl: redirect.href }
    },
    /** CONNECT_SOCIAL: exchanges a result URI (once) for a session. */
    async connect(uri: unknown): Promise<{ token: string; userName: string }> {
      const url = urlOf(uri)
      if (url?.searchParams.get('error') === 'access_denied') {
        throw new FrameServiceError('Social sign-in was cancelled')
      }
      const code = url?.searchParams.get('code') ?? ''
      const result = results.get(code)
      if (!result || !live(result.createdAt)) {
        throw new FrameServiceError('Invalid or expired social sign-in result')
      }
      results.delete(code)
      return users.signInWith(
        `${result.provider}:${result.userName.toLowerCase()}`,
        result.userName,
      )
    },
  }
}
