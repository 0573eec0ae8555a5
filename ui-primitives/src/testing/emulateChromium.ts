/**
 * jsdom reports `navigator.vendor` as Apple's, so Floating UI renders its focus guards the way
 * it does for VoiceOver in Safari (`role="button"`, no name). The end-to-end suite and most users
 * run Chromium, whose guards are `aria-hidden` spans: report Google's vendor to match it.
 */
export function emulateChromium(): void {
  Object.defineProperty(window.navigator, 'vendor', { value: 'Google Inc.', configurable: true })
}
