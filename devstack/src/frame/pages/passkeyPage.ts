import type { PasskeyState } from '../passkeys.js'
import { appName, page, scriptJson } from './layout.js'

/** What the passkey page's script (`/passkey.js`) reads. */
export type PasskeyPageConfig = { state: string; origin: string }

/** `/passkey?state=` (reached as http://localhost:<port>): create a passkey or sign in with one. */
export function passkeyPage(id: string, state: PasskeyState): string {
  const config: PasskeyPageConfig = { state: id, origin: state.origin }
  return page({
    title: 'Sign in with a passkey',
    app: state.app,
    body: `<main><div class="badge">🔑</div><h1>Passkey</h1><p>Sign in to ${appName(state.app)} with a passkey kept by this browser or device.</p><label for="userName">User name for a new passkey</label><input id="userName" name="userName" value="ada" autocomplete="username webauthn"><div class="actions"><button id="create" type="button">Create a passkey</button><button id="signIn" class="primary" type="button">Sign in with a passkey</button></div><p id="status" role="status"></p></main><script>window.__FOYER_PASSKEY_CONFIG__=${scriptJson(config)}</script><script src="/passkey.js"></script>`,
  })
}
