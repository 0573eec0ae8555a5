// Shared pieces of the frame server's own HTML pages (inbox, device approval, social consent,
// Farcaster approval, passkeys): escaping, the app's name and theme, one small stylesheet.
// Every page is self-contained: no resource outside the frame server itself.

/** Escapes a value for HTML text and attribute values. */
export const escapeHtml = (value: unknown): string =>
  String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/** JSON safe to put inside an inline `<script>` (no `</script>`, no `<!--`, no U+2028/9). */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')

/** What the frame knows of the app (SYNC_DAPP_DATA, SYNC_THEME), checked. */
export type FrameAppInfo = { name?: string; themeMode: 'light' | 'dark'; accent?: string }

/** The app info the frame page forwarded, keeping only well-formed values. */
export function appInfoOf(value: unknown): FrameAppInfo {
  const raw = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  const name = typeof raw.name === 'string' ? raw.name.trim().slice(0, 80) : ''
  const accent =
    typeof raw.accent === 'string' && /^#[0-9a-fA-F]{3,8}$/.test(raw.accent) ? raw.accent : ''
  return {
    themeMode: raw.themeMode === 'light' ? 'light' : 'dark',
    ...(name ? { name } : {}),
    ...(accent ? { accent } : {}),
  }
}

/** Per-page accents (e.g. a social provider's colour); the app's accent wins when known. */
export type PageStyle = { accent?: string; badge?: string }

/** A whole page: title, the app's theme (light or dark), the body and an optional script. */
export function page(parameters: {
  title: string
  app?: FrameAppInfo | undefined
  style?: PageStyle
  body: string
  script?: string
}): string {
  const { title, app, style = {}, body, script } = parameters
  const dark = (app?.themeMode ?? 'dark') === 'dark'
  const accent = escapeHtml(app?.accent ?? style.accent ?? '#3b82f6')
  const css = `
:root{color-scheme:${dark ? 'dark' : 'light'};--bg:${dark ? '#141414' : '#f6f6f7'};--card:${dark ? '#1f1f22' : '#ffffff'};--fg:${dark ? '#f2f2f3' : '#18181b'};--muted:${dark ? '#a1a1aa' : '#5b5b66'};--line:${dark ? '#33333a' : '#e4e4e7'};--accent:${accent}}
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:var(--bg);color:var(--fg);font:15px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif}
main{width:min(420px,92vw);background:var(--card);border:1px solid var(--line);border-radius:16px;padding:24px}
h1{font-size:20px;margin:0 0 8px}p{margin:8px 0;color:var(--muted)}strong{color:var(--fg)}
.badge{display:inline-grid;place-items:center;width:44px;height:44px;border-radius:12px;background:${escapeHtml(style.badge ?? 'var(--accent)')};color:#fff;font-weight:700;font-size:20px;margin-bottom:12px}
label{display:block;margin:16px 0 6px;font-weight:600}input{width:100%;padding:10px 12px;border-radius:10px;border:1px solid var(--line);background:var(--bg);color:var(--fg);font:inherit}
.actions{display:flex;gap:8px;margin-top:20px}button{flex:1;padding:10px 14px;border-radius:10px;border:1px solid var(--line);background:transparent;color:var(--fg);font:inherit;font-weight:600;cursor:pointer}
button.primary{background:var(--accent);border-color:var(--accent);color:#fff}button:disabled{opacity:.6;cursor:default}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid var(--line)}a{color:var(--accent)}
#status{min-height:1.5em}`
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${css}</style></head><body>${body}${script ? `<script>${script}</script>` : ''}</body></html>`
}

/** The app's name for a sentence: its metadata name, else "the app". */
export const appName = (app: FrameAppInfo | undefined) =>
  app?.name ? `<strong>${escapeHtml(app.name)}</strong>` : 'the app'
