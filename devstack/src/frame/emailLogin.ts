import { randomBytes, randomInt } from 'node:crypto'
import { FrameServiceError } from './frameServiceError.js'
import type { FrameStore, StoredUser } from './frameStore.js'
import type { FrameUsers } from './frameUsers.js'

/** A one-time code's lifetime (SPEC-NOTES: codes are said to expire in 20 minutes). */
export const FRAME_OTP_EXPIRY_MS = 20 * 60_000

/** A code in the dev inbox. */
export type FrameInboxCode = { email: string; code: string; createdAt: number; expiresAt: number }

/** A device approval link in the dev inbox. */
export type FrameInboxDevice = { email: string; url: string; createdAt: number; approved: boolean }

/** What a code is for: a login, or the first or second step of an email change. */
type Purpose = 'login' | 'update-primary' | 'update-secondary'

type Approval = { id: string; email: string; deviceId: string; createdAt: number }
type Change = { newEmail: string; step: 'primary' | 'secondary' }

const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** An email as the frame keeps it (trimmed, lower case); 'Invalid email' otherwise. */
export function normalizeEmail(email: unknown): string {
  if (typeof email !== 'string' || !emailPattern.test(email.trim())) {
    throw new FrameServiceError('Invalid email')
  }
  return email.trim().toLowerCase()
}

/**
 * Email login with a dev inbox: 6-digit codes, device approval for a known email on a new
 * device, and the two-code email change.
 */
export function createEmailLogin(store: FrameStore, users: FrameUsers, now: () => number) {
  const codes: (FrameInboxCode & { purpose: Purpose })[] = []
  const approvals: (Approval & { approved: boolean; codeSent: boolean })[] = []
  const changes = new Map<string, Change>()

  function send(email: string, purpose: Purpose) {
    const createdAt = now()
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0')
    codes.push({ email, code, createdAt, expiresAt: createdAt + FRAME_OTP_EXPIRY_MS, purpose })
  }
  function take(email: string, otp: unknown, purpose: Purpose) {
    const index = codes.findIndex(
      (entry) =>
        entry.email === email &&
        entry.code === otp &&
        entry.purpose === purpose &&
        entry.expiresAt > now(),
    )
    if (index === -1) throw new FrameServiceError('Invalid or expired code')
    codes.splice(index, 1)
  }
  const knows = (user: StoredUser, deviceId: unknown) =>
    !user.devices || (typeof deviceId === 'string' && user.devices.includes(deviceId))
  const remember = (user: StoredUser, deviceId: unknown) => {
    if (typeof deviceId !== 'string' || !deviceId) return
    user.devices = [...new Set([...(user.devices ?? []), deviceId])]
  }
  const latestApproval = (email: string, deviceId: unknown) =>
    [...approvals].reverse().find((entry) => entry.email === email && entry.deviceId === deviceId)

  return {
    /**
     * CONNECT_EMAIL: a code to the inbox (new users and known devices), or, for an existing user
     * on a device it never signed in from, a device approval link.
     */
    requestCode(rawEmail: unknown, deviceId?: unknown): { action: 'VERIFY_OTP' | 'VERIFY_DEVICE' } {
      const email = normalizeEmail(rawEmail)
      const user = users.byEmail(email)
      if (user && !knows(user, deviceId)) {
        const id = randomBytes(16).toString('hex')
        approvals.push({
          id,
          email,
          deviceId: String(deviceId ?? ''),
          createdAt: now(),
          approved: false,
          codeSent: false,
        })
        return { action: 'VERIFY_DEVICE' }
      }
      send(email, 'login')
      return { action: 'VERIFY_OTP' }
    },
    /** CONNECT_DEVICE's poll: once the link was opened, a code goes to the inbox (once). */
    deviceStatus(rawEmail: unknown, deviceId: unknown): { approved: boolean } {
      const approval = latestApproval(normalizeEmail(rawEmail), deviceId)
      if (!approval) throw new FrameServiceError('No device approval in progress')
      if (approval.approved && !approval.codeSent) {
        approval.codeSent = true
        send(approval.email, 'login')
      }
      return { approved: approval.approved }
    },
    /** The device approval link was opened: approves it. */
    approveDevice(id: string): { email: string; approved: true } {
      const approval = approvals.find((entry) => entry.id === id)
      if (!approval) throw new FrameServiceError('Unknown device approval', 404)
      approval.approved = true
      return { email: approval.email, approved: true }
    },
    /** A device approval by id (its page). */
    approval: (id: string) => approvals.find((entry) => entry.id === id),
    /** CONNECT_OTP: checks a code; makes the user on first login; the device is known after. */
    async verifyCode(rawEmail: unknown, otp: unknown, deviceId?: unknown) {
      const email = normalizeEmail(rawEmail)
      take(email, otp, 'login')
      const user = users.byEmail(email) ?? (await users.create({ email }))
      remember(user, deviceId)
      return { token: users.openSession(user) }
    },
    /** UPDATE_EMAIL: a code to the current email. */
    updateEmail(token: unknown, rawEmail: unknown): { action: 'VERIFY_PRIMARY_OTP' } {
      const user = users.userOf(token)
      if (!user.email) throw new FrameServiceError('This account has no email to change')
      const newEmail = normalizeEmail(rawEmail)
      if (newEmail === user.email || users.byEmail(newEmail)) {
        throw new FrameServiceError('This email is already in use')
      }
      changes.set(String(token), { newEmail, step: 'primary' })
      send(user.email, 'update-primary')
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    /** UPDATE_EMAIL_PRIMARY_OTP: checks the current email's code; a code to the new email. */
    verifyPrimary(token: unknown, otp: unknown): Record<string, never> {
      const user = users.userOf(token)
      const change = changes.get(String(token))
      if (change?.step !== 'primary' || !user.email) {
        throw new FrameServiceError('No email change in progress')
      }
      take(user.email, otp, 'update-primary')
      change.step = 'secondary'
      send(change.newEmail, 'update-secondary')
      return {}
    },
    /** UPDATE_EMAIL_SECONDARY_OTP: checks the new email's code; saves it (same key, same accounts). */
    verifySecondary(token: unknown, otp: unknown): { newEmail: string } {
      const user = users.userOf(token)
      const change = changes.get(String(token))
      if (change?.step !== 'secondary') {
        throw new FrameServiceError('No email change in progress')
      }
      take(change.newEmail, otp, 'update-secondary')
      if (users.byEmail(change.newEmail))
        throw new FrameServiceError('This email is already in use')
      changes.delete(String(token))
      user.email = change.newEmail
      store.save()
      return { newEmail: change.newEmail }
    },
    /** Forgets a session's email change (sign-out). */
    forget: (token: unknown) => changes.delete(String(token)),
    /** The codes sent to an email, newest first (all emails when none is given). */
    inbox(rawEmail?: string): FrameInboxCode[] {
      const email = rawEmail?.trim().toLowerCase()
      return codes
        .filter((entry) => !email || entry.email === email)
        .reverse()
        .map(({ email, code, createdAt, expiresAt }) => ({ email, code, createdAt, expiresAt }))
    },
    /** What each inbox code is for (the HTML inbox shows it), newest first. */
    purposes: (rawEmail?: string) =>
      codes
        .filter((entry) => !rawEmail || entry.email === rawEmail.trim().toLowerCase())
        .reverse()
        .map((entry) => entry.purpose),
    /** The device approval links sent to an email, newest first (all when none is given). */
    devices(baseUrl: string, rawEmail?: string): FrameInboxDevice[] {
      const email = rawEmail?.trim().toLowerCase()
      return approvals
        .filter((entry) => !email || entry.email === email)
        .reverse()
        .map((entry) => ({
          email: entry.email,
          url: `${baseUrl}/device/${entry.id}`,
          createdAt: entry.createdAt,
          approved: entry.approved,
        }))
    },
  }
}
