// The frame page's sign-in handlers: email (with device approval), email change, social,
// passkey and Farcaster logins, RELOAD. Browser code.
import { api, type FrameContext, pollUntil, TOKEN_KEY } from './frameContext.js'

type Payload = Record<string, unknown>

/** How long CONNECT_DEVICE waits for the approval link at most (the app gives up at 30 s). */
const DEVICE_WAIT_MS = 5 * 60_000

export function loginHandlers(context: FrameContext) {
  const { storage, pending } = context
  const signedIn = (token: string) => storage.setItem(TOKEN_KEY, token)
  /** The app's origin, name and theme, for the frame's own pages. */
  const appInfo = () => ({ origin: context.parentOrigin, app: { ...context.app } })

  return {
    async CONNECT_EMAIL({ email }: Payload) {
      pending.generation++
      const result = await api('email', { email, deviceId: context.deviceId() })
      pending.email = String(email)
      return result
    },
    async CONNECT_DEVICE() {
      const email = pending.email
      if (!email) throw new Error('No email sign-in in progress')
      await pollUntil(
        context,
        async () => {
          const { approved } = (await api('device', { email, deviceId: context.deviceId() })) as {
            approved: boolean
          }
          return approved ? true : undefined
        },
        DEVICE_WAIT_MS,
      )
      return {}
    },
    async CONNECT_OTP({ otp }: Payload) {
      const { token } = (await api('otp', {
        email: pending.email,
        otp,
        deviceId: context.deviceId(),
      })) as { token: string }
      signedIn(token)
      pending.email = undefined
      return {}
    },
    UPDATE_EMAIL: ({ email }: Payload) => api('update-email', { email }, context.token()),
    UPDATE_EMAIL_PRIMARY_OTP: ({ otp }: Payload) =>
      api('update-email/primary', { otp }, context.token()),
    UPDATE_EMAIL_SECONDARY_OTP: ({ otp }: Payload) =>
      api('update-email/secondary', { otp }, context.token()),
    GET_SOCIAL_REDIRECT_URI: ({ provider, redirectUri }: Payload) =>
      api('social/start', { provider, redirectUri, ...appInfo() }),
    async CONNECT_SOCIAL({ uri }: Payload) {
      const { token, userName } = (await api('social/connect', { uri })) as {
        token: string
        userName: string
      }
      signedIn(token)
      return { userName }
    },
    GET_PASSKEY_URI: () => api('passkey/start', appInfo()),
    async CONNECT_PASSKEY({ uri }: Payload) {
      const { token, userName } = (await api('passkey/connect', { uri })) as {
        token: string
        userName: string
      }
      signedIn(token)
      return { userName }
    },
    async GET_FARCASTER_URI() {
      const { url, channel } = (await api('farcaster/start', appInfo())) as {
        url: string
        channel: string
      }
      pending.farcasterChannel = channel
      return { url }
    },
    async CONNECT_FARCASTER() {
      const channel = pending.farcasterChannel
      if (!channel) throw new Error('No Farcaster sign-in in progress')
      const result = await pollUntil(context, async () => {
        const answer = (await api('farcaster/poll', { channel })) as {
          status: string
          token?: string
          userName?: string
        }
        return answer.status === 'approved' ? answer : undefined
      })
      if (pending.farcasterChannel === channel) pending.farcasterChannel = undefined
      signedIn(String(result.token))
      return { userName: result.userName }
    },
    async RELOAD() {
      const channel = pending.farcasterChannel
      pending.generation++
      pending.email = undefined
      pending.farcasterChannel = undefined
      if (channel) await api('farcaster/cancel', { channel }).catch(() => undefined)
      return {}
    },
  }
}
