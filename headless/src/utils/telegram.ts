/** Where a Telegram mini-app runs. */
export type TelegramPlatform = 'ios' | 'macos' | 'android' | 'other'

type TelegramWindow = { Telegram?: { WebApp?: { platform?: unknown; initData?: unknown } } }

/**
 * Where the page runs as a Telegram mini-app (its `Telegram.WebApp` bridge reports the
 * platform), or `undefined` outside Telegram. Telegram mini-apps open no pop-up windows: social
 * login there navigates the page itself and returns with a `result_uri` (SPEC §2).
 */
export function telegramPlatform(
  win: unknown = typeof window === 'undefined' ? undefined : window,
): TelegramPlatform | undefined {
  const webApp = (win as TelegramWindow | undefined)?.Telegram?.WebApp
  if (!webApp || typeof webApp.platform !== 'string' || webApp.platform === 'unknown') {
    return undefined
  }
  switch (webApp.platform) {
    case 'ios':
      return 'ios'
    case 'macos':
      return 'macos'
    case 'android':
    case 'android_x':
      return 'android'
    default:
      return 'other'
  }
}
