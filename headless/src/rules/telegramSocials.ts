import type { TelegramPlatform } from '../utils/telegram.js'
import type { SocialOption } from '../validation/featureOptions.js'

// Apart from the Connect view's method rules (connectMethods.ts): the embedded wallet's atoms
// apply it when the page starts.

const telegramDropped: Record<TelegramPlatform, readonly SocialOption[]> = {
  ios: ['google'],
  macos: ['x'],
  android: ['facebook', 'x'],
  other: [],
}

/**
 * The social logins a Telegram mini-app can use (SPEC §6): no Google on iOS, no X on Mac, no
 * Facebook or X on Android.
 */
export function filterSocialsForTelegram(
  socials: readonly SocialOption[],
  platform: TelegramPlatform,
): SocialOption[] {
  return socials.filter((social) => !telegramDropped[platform].includes(social))
}
