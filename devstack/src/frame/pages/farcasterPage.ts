import type { FarcasterChannel } from '../farcaster.js'
import { appName, page } from './layout.js'

const script = `
const status = document.getElementById('status');
const buttons = [...document.querySelectorAll('button')];
async function answer(body) {
  buttons.forEach((button) => { button.disabled = true; });
  try {
    const response = await fetch(location.pathname, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(json.error || 'HTTP status code: ' + response.status);
    status.textContent = json.status === 'approved'
      ? 'Approved. Go back to the app: you are signed in.'
      : 'Rejected. You can close this page.';
  } catch (error) {
    status.textContent = error.message;
    buttons.forEach((button) => { button.disabled = false; });
  }
}
document.getElementById('approve').addEventListener('click', () =>
  answer({ userName: document.getElementById('userName').value }));
document.getElementById('reject').addEventListener('click', () => answer({ reject: true }));
`

/** `/farcaster/<channel>`: a stand-in for approving a Farcaster sign-in on another device. */
export function farcasterPage(channel: FarcasterChannel): string {
  const body =
    channel.status === 'pending'
      ? `<main><div class="badge" style="background:#855dcd">F</div><h1>Sign in with Farcaster</h1><p>${appName(channel.app)} asks to sign you in with your Farcaster account (devstack stand-in).</p><label for="userName">Farcaster user name</label><input id="userName" name="userName" value="ada" autocomplete="off"><div class="actions"><button id="reject" type="button">Reject</button><button id="approve" class="primary" type="button">Approve</button></div><p id="status" role="status"></p></main>`
      : `<main><h1>Sign in with Farcaster</h1><p>This sign-in was already ${channel.status}.</p></main>`
  return page({
    title: 'Sign in with Farcaster',
    app: channel.app,
    style: { accent: '#855dcd' },
    body,
    ...(channel.status === 'pending' ? { script } : {}),
  })
}
