// ─── Embedded wallet frame and pairing (SPEC §9, SPEC-NOTES)

/** The frame must load within 20 s. */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
/** Connect email, device, OTP, social and social-redirect requests time out after 30 s. */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
/** Embedded disconnect waits at most 3 s for sign-out. */
export const FRAME_DISCONNECT_WAIT_MS = 3_000
/** The frame is ready 500 ms after its frame-ready message. */
export const FRAME_READY_DELAY_MS = 500
/** A WalletConnect pairing URI lives 4 minutes. */
export const PAIRING_LIFETIME_MS = 240_000
/** A pairing counts as expired when 10 s or less remain. */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/** One-time codes have 6 digits (SPEC-NOTES). */
export const OTP_LENGTH = 6
/** One-time codes are said to expire in 20 minutes (SPEC-NOTES). */
export const OTP_EXPIRY_MS = 20 * 60_000
/**
 * How long "Email updated" shows before the modal returns to Account after an email change.
 * Foyer's own: the spec sets none; long enough to read the new email.
 */
export const EMAIL_UPDATED_DELAY_MS = 1_500
/** The social login popup's size (SPEC-NOTES). */
export const SOCIAL_POPUP_SIZE = { width: 600, height: 800 } as const
