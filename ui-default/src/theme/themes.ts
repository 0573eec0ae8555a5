import type { ThemeTokens, ThemeVariables } from './tokens.js'

const shared = {
  fontFamily:
    'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  radiusModal: '24px',
  radiusItem: '16px',
  radiusButton: '999px',
  zIndex: '2147483000',
  // Dark modules on light, in both modes: what every phone camera's QR reader expects.
  qrBackground: '#ffffff',
  qrForeground: '#000000',
} satisfies Partial<ThemeTokens>

const dark: ThemeTokens = {
  ...shared,
  modalBackground: '#141416',
  modalForeground: '#f3f3f5',
  modalMutedForeground: '#a9a9b4',
  modalBorder: 'rgba(255, 255, 255, 0.08)',
  overlayBackground: 'rgba(0, 0, 0, 0.6)',
  itemBackground: 'rgba(255, 255, 255, 0.05)',
  itemHoverBackground: 'rgba(255, 255, 255, 0.1)',
  itemForeground: '#f3f3f5',
  accent: '#5b8cff',
  accentForeground: '#0b1020',
  accentHover: '#7aa2ff',
  buttonBackground: '#232328',
  buttonForeground: '#f3f3f5',
  buttonHoverBackground: '#2e2e35',
  danger: '#ff6b6b',
  success: '#3ccf91',
  focusRing: '#9bb8ff',
  shadowModal: '0 24px 64px rgba(0, 0, 0, 0.5)',
}

const light: ThemeTokens = {
  ...shared,
  modalBackground: '#ffffff',
  modalForeground: '#15161a',
  modalMutedForeground: '#60636e',
  modalBorder: 'rgba(0, 0, 0, 0.08)',
  overlayBackground: 'rgba(20, 20, 30, 0.35)',
  itemBackground: 'rgba(0, 0, 0, 0.04)',
  itemHoverBackground: 'rgba(0, 0, 0, 0.08)',
  itemForeground: '#15161a',
  accent: '#2f5fe0',
  accentForeground: '#ffffff',
  accentHover: '#2552cc',
  buttonBackground: '#eef0f5',
  buttonForeground: '#15161a',
  buttonHoverBackground: '#e2e5ee',
  danger: '#b42b2b',
  success: '#0e7049',
  focusRing: '#2f5fe0',
  shadowModal: '0 24px 64px rgba(20, 20, 40, 0.18)',
}

function withOverrides(base: ThemeTokens, overrides: ThemeVariables): ThemeTokens {
  const tokens = { ...base }
  for (const [name, value] of Object.entries(overrides)) {
    if (name in tokens && typeof value === 'string') tokens[name as keyof ThemeTokens] = value
  }
  return tokens
}

/** The complete dark token set (the default), with any overrides applied. */
export function darkTheme(overrides: ThemeVariables = {}): ThemeTokens {
  return withOverrides(dark, overrides)
}

/** The complete light token set, with any overrides applied. */
export function lightTheme(overrides: ThemeVariables = {}): ThemeTokens {
  return withOverrides(light, overrides)
}
