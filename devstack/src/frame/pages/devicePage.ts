import { escapeHtml, page } from './layout.js'

/** `/device/<id>`: "Approve this device" (a form POST to the same URL). */
export function devicePage(email: string, approved: boolean): string {
  const body = approved
    ? `<main><h1>Device approved</h1><p>The new device of <strong>${escapeHtml(email)}</strong> is approved. Go back to the app: a code is on its way.</p></main>`
    : `<main><h1>Approve this device?</h1><p>Someone is signing in to <strong>${escapeHtml(email)}</strong> from a device this account never used. Approve it only if it is you.</p><form method="post"><div class="actions"><button class="primary" type="submit">Approve this device</button></div></form></main>`
  return page({ title: 'Approve this device', body })
}
