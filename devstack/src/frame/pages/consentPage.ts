import { SOCIAL_RESULT } from '../protocol.js'
import type { SocialConsent, SocialProvider } from '../socialLogin.js'
import { appName, escapeHtml, page, scriptJson } from './layout.js'

/** Each provider's name, colour and initial on its consent page. */
export const SOCIAL_PROVIDER_STYLES: Record<
  SocialProvider,
  { name: string; color: string; initial: string }
> = {
  google: { name: 'Google', color: '#4285f4', initial: 'G' },
  github: { name: 'GitHub', color: '#24292f', initial: 'GH' },
  apple: { name: 'Apple', color: '#000000', initial: 'A' },
  facebook: { name: 'Facebook', color: '#1877f2', initial: 'f' },
  x: { name: 'X', color: '#000000', initial: 'X' },
  discord: { name: 'Discord', color: '#5865f2', initial: 'D' },
}

// Continue / Cancel: POST the answer to this URL, then hand the result to the app: to the opener
// at the app's origin (popup), or by navigating the top window (Telegram mini-app redirect).
const script = (config: { origin: string; type: string }) => `
const config = ${scriptJson(config)};
const status = document.getElementById('status');
const buttons = [...document.querySelectorAll('button')];
async function answer(body) {
  buttons.forEach((button) => { button.disabled = true; });
  status.textContent = '';
  try {
    const response = await fetch(location.pathname + location.search, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(json.error || 'HTTP status code: ' + response.status);
    if (json.redirectUrl) { window.top.location.assign(json.redirectUrl); return; }
    if (window.opener) {
      window.opener.postMessage({ type: config.type, resultUri: json.resultUri }, config.origin);
      window.close();
    }
    status.textContent = 'Done. You can close this window.';
  } catch (error) {
    status.textContent = error.message;
    buttons.forEach((button) => { button.disabled = false; });
  }
}
document.getElementById('continue').addEventListener('click', () =>
  answer({ userName: document.getElementById('userName').value }));
document.getElementById('cancel').addEventListener('click', () => answer({ cancel: true }));
`

/** `/social/<provider>/consent?state=`: a stand-in for the provider's consent screen. */
export function consentPage(consent: SocialConsent): string {
  const provider = SOCIAL_PROVIDER_STYLES[consent.provider]
  return page({
    title: `Sign in with ${provider.name}`,
    app: consent.app,
    style: { accent: provider.color, badge: provider.color },
    body: `<main><div class="badge">${escapeHtml(provider.initial)}</div><h1>Sign in with ${escapeHtml(provider.name)}</h1><p>${appName(consent.app)} wants to sign you in with your ${escapeHtml(provider.name)} account (devstack stand-in: no real ${escapeHtml(provider.name)} account is used).</p><label for="userName">${escapeHtml(provider.name)} user name</label><input id="userName" name="userName" value="ada" autocomplete="off"><div class="actions"><button id="cancel" type="button">Cancel</button><button id="continue" class="primary" type="button">Continue</button></div><p id="status" role="status"></p></main>`,
    script: script({ origin: consent.origin, type: SOCIAL_RESULT }),
  })
}
