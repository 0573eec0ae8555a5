// Entry of the passkey page's bundle (dist/frame-passkey.js, served as /passkey.js): runs the
// WebAuthn ceremony against its server (same origin, http://localhost:<port>) and hands the
// one-time result to the app that opened the popup.
import { startAuthentication, startRegistration } from '@simplewebauthn/browser'
import type { PasskeyPageConfig } from '../pages/passkeyPage.js'
import { PASSKEY_RESULT } from '../protocol.js'

declare global {
  interface Window {
    __FOYER_PASSKEY_CONFIG__?: PasskeyPageConfig
  }
}

async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) throw new Error(String(json.error || `HTTP status code: ${response.status}`))
  return json
}

function startPasskeyPage(win: Window) {
  const config = win.__FOYER_PASSKEY_CONFIG__
  const doc = win.document
  const status = doc.getElementById('status') as HTMLElement
  const buttons = [...doc.querySelectorAll('button')]
  if (!config) return
  const finish = (resultUri: string) => {
    if (win.opener) {
      win.opener.postMessage({ type: PASSKEY_RESULT, resultUri }, config.origin)
      win.close()
    }
    status.textContent = 'Signed in. You can close this window.'
  }
  const run = (ceremony: () => Promise<string>) => async () => {
    buttons.forEach((button) => {
      button.disabled = true
    })
    status.textContent = ''
    try {
      finish(await ceremony())
    } catch (error) {
      status.textContent = error instanceof Error ? error.message : String(error)
      buttons.forEach((button) => {
        button.disabled = false
      })
    }
  }
  doc.getElementById('create')?.addEventListener(
    'click',
    run(async () => {
      const userName = (doc.getElementById('userName') as HTMLInputElement).value
      const optionsJSON = await post('/passkey/register/options', { state: config.state, userName })
      const response = await startRegistration({ optionsJSON: optionsJSON as never })
      const { resultUri } = await post('/passkey/register/verify', {
        state: config.state,
        response,
      })
      return String(resultUri)
    }),
  )
  doc.getElementById('signIn')?.addEventListener(
    'click',
    run(async () => {
      const optionsJSON = await post('/passkey/login/options', { state: config.state })
      const response = await startAuthentication({ optionsJSON: optionsJSON as never })
      const { resultUri } = await post('/passkey/login/verify', { state: config.state, response })
      return String(resultUri)
    }),
  )
}

startPasskeyPage(window)
