import type { FrameInboxCode, FrameInboxDevice } from '../emailLogin.js'
import { escapeHtml, page } from './layout.js'

const purposeLabel: Record<string, string> = {
  login: 'sign-in',
  'update-primary': 'email change (current email)',
  'update-secondary': 'email change (new email)',
}

/** `/inbox`: the codes and device approval links the frame sent, newest first. */
export function inboxPage(
  codes: readonly FrameInboxCode[],
  purposes: readonly string[],
  devices: readonly FrameInboxDevice[],
): string {
  const codeRows = codes
    .map(
      (entry, index) =>
        `<tr><td>${escapeHtml(entry.email)}</td><td><code>${escapeHtml(entry.code)}</code></td><td>${escapeHtml(purposeLabel[purposes[index] ?? ''] ?? '')}</td><td>${new Date(entry.createdAt).toISOString()}</td></tr>`,
    )
    .join('')
  const deviceRows = devices
    .map(
      (entry) =>
        `<tr><td>${escapeHtml(entry.email)}</td><td><a href="${escapeHtml(entry.url)}">${escapeHtml(entry.url)}</a></td><td>${entry.approved ? 'approved' : 'waiting'}</td><td>${new Date(entry.createdAt).toISOString()}</td></tr>`,
    )
    .join('')
  return page({
    title: 'Foyer dev inbox',
    body: `<main style="width:min(860px,96vw)"><h1>Dev inbox</h1><p>One-time codes sent by the devstack frame, newest first. They expire in 20 minutes.</p><table><thead><tr><th>Email</th><th>Code</th><th>For</th><th>Sent</th></tr></thead><tbody>${codeRows}</tbody></table><h1 style="margin-top:24px">Device approvals</h1><p>Sent when a known email signs in from a new device: open the link to approve the device.</p><table><thead><tr><th>Email</th><th>Link</th><th>State</th><th>Sent</th></tr></thead><tbody>${deviceRows}</tbody></table></main>`,
  })
}
