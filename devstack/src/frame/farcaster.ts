import { randomBytes } from 'node:crypto'
import { FrameServiceError } from './frameServiceError.js'
import { type FrameUsers, userNameOf } from './frameUsers.js'
import { appInfoOf, type FrameAppInfo } from './pages/layout.js'

/** A Farcaster sign-in channel: pending until the visitor approves or rejects it. */
export type FarcasterChannel = {
  status: 'pending' | 'approved' | 'rejected'
  userName?: string
  app: FrameAppInfo
  createdAt: number
}

/** How long a channel stays open. */
export const FARCASTER_EXPIRY_MS = 60 * 60_000

/**
 * Farcaster sign-in against a local approval page: GET_FARCASTER_URI opens a channel (its page is
 * `/farcaster/<channel>`), CONNECT_FARCASTER polls it until approved (user `farcaster:name`) or
 * rejected; RELOAD cancels it.
 */
export function createFarcasterLogin(users: FrameUsers, now: () => number) {
  const channels = new Map<string, FarcasterChannel>()
  function channelOf(id: unknown): FarcasterChannel {
    const channel = typeof id === 'string' ? channels.get(id) : undefined
    if (!channel || now() - channel.createdAt >= FARCASTER_EXPIRY_MS) {
      throw new FrameServiceError('Unknown or expired Farcaster sign-in', 404)
    }
    return channel
  }

  return {
    /** GET_FARCASTER_URI: a new channel and its approval page's URL on `baseUrl`. */
    start(app: unknown, baseUrl: string): { url: string; channel: string } {
      const channel = randomBytes(16).toString('hex')
      channels.set(channel, { status: 'pending', app: appInfoOf(app), createdAt: now() })
      return { url: `${baseUrl}/farcaster/${channel}`, channel }
    },
    /** A channel (its page); 404 when unknown, expired or cancelled. */
    channel: channelOf,
    /** The visitor's answer on the approval page: approve with a user name, or reject. */
    decide(id: unknown, answer: { userName?: unknown; reject?: unknown }) {
      const channel = channelOf(id)
      if (channel.status !== 'pending') throw new FrameServiceError('Already answered')
      if (answer.reject === true) {
        channel.status = 'rejected'
        return { status: 'rejected' as const }
      }
      channel.userName = userNameOf(answer.userName)
      channel.status = 'approved'
      return { status: 'approved' as const, userName: channel.userName }
    },
    /** CONNECT_FARCASTER's poll: pending, or (once) a session of the approved user. */
    async poll(
      id: unknown,
    ): Promise<{ status: 'pending' } | { status: 'approved'; token: string; userName: string }> {
      const channel = channelOf(id)
      if (channel.status === 'pending') return { status: 'pending' }
      channels.delete(String(id))
      if (channel.status === 'rejected' || !channel.userName) {
        throw new FrameServiceError('Farcaster sign-in was rejected')
      }
      const session = await users.signInWith(
        `farcaster:${channel.userName.toLowerCase()}`,
        channel.userName,
      )
      return { status: 'approved', ...session }
    },
    /** RELOAD: forgets the channel. */
    cancel(id: unknown) {
      if (typeof id === 'string') channels.delete(id)
    },
  }
}
