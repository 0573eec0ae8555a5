import { TEST_WALLET_NAME } from '../config.js'
import type { TestWalletUi } from './approvals.js'

/** Options of {@link createApprovalPanel}. */
export type ApprovalPanelOptions = {
  /** The panel's title and accessible name. @default TEST_WALLET_NAME */
  name?: string
  /** Corner it sits in (another test wallet on the page may use the other). @default 'left' */
  side?: 'left' | 'right'
}

/**
 * A small fixed panel (bottom-left) that shows the oldest request waiting for a person, with
 * "Approve" and "Reject" buttons. Plain DOM and inline styles: it must work on any host page.
 */
export function createApprovalPanel(
  doc: Document,
  options: ApprovalPanelOptions = {},
): TestWalletUi {
  const { name = TEST_WALLET_NAME, side = 'left' } = options
  let root: HTMLElement | undefined

  const ensureRoot = () => {
    if (root?.isConnected) return root
    root = doc.createElement('div')
    root.setAttribute('role', 'dialog')
    root.setAttribute('aria-label', name)
    root.setAttribute('data-foyer-test-wallet', '')
    Object.assign(root.style, {
      position: 'fixed',
      [side]: '16px',
      bottom: '16px',
      zIndex: '2147483647',
      width: '320px',
      maxWidth: 'calc(100vw - 32px)',
      boxSizing: 'border-box',
      padding: '12px 14px',
      borderRadius: '10px',
      background: '#16241f',
      color: '#f4f1e8',
      font: '13px/1.4 system-ui, sans-serif',
      boxShadow: '0 8px 24px rgba(0,0,0,0.35)',
      pointerEvents: 'auto',
    } satisfies Partial<CSSStyleDeclaration>)
    // Keep host dismiss handlers (outside-press) from treating clicks here as outside clicks.
    for (const type of ['pointerdown', 'mousedown', 'touchstart']) {
      root.addEventListener(type, (event) => event.stopPropagation())
    }
    // A wallet's popup is a window of its own, which no page can make inert or count as part of
    // itself. A modal dialog that opens while the panel is up marks the rest of the page inert
    // and hidden (Floating UI's `outsideElementsInert`, whose marker also makes a press there an
    // outside press that closes the dialog): the panel takes those marks off again, and so is
    // what it is when it shows after the dialog, an element the page did not make.
    const panel = root
    const marks = ['inert', 'aria-hidden', 'data-floating-ui-inert']
    const unmark = () => {
      for (const mark of marks) if (panel.hasAttribute(mark)) panel.removeAttribute(mark)
    }
    const MutationObserverOf = doc.defaultView?.MutationObserver
    if (MutationObserverOf)
      new MutationObserverOf(unmark).observe(panel, { attributes: true, attributeFilter: marks })
    ;(doc.body ?? doc.documentElement).appendChild(root)
    return root
  }

  const button = (label: string, primary: boolean, onClick: () => void) => {
    const element = doc.createElement('button')
    element.type = 'button'
    element.textContent = label
    Object.assign(element.style, {
      flex: '1',
      padding: '6px 10px',
      borderRadius: '6px',
      border: primary ? '1px solid #f2b134' : '1px solid #7d8b85',
      background: primary ? '#f2b134' : 'transparent',
      color: primary ? '#16241f' : '#f4f1e8',
      font: 'inherit',
      fontWeight: '600',
      cursor: 'pointer',
    } satisfies Partial<CSSStyleDeclaration>)
    element.addEventListener('click', onClick)
    return element
  }

  return {
    render(pending, respond) {
      const request = pending[0]
      if (!request) {
        root?.remove()
        root = undefined
        return
      }
      const panel = ensureRoot()
      panel.replaceChildren()
      panel.setAttribute('data-method', request.method)

      const title = doc.createElement('div')
      title.style.fontWeight = '700'
      title.textContent = pending.length > 1 ? `${name} (${pending.length} requests)` : name

      const method = doc.createElement('code')
      method.textContent = request.method
      Object.assign(method.style, { display: 'block', margin: '6px 0 2px', color: '#f2b134' })

      const summary = doc.createElement('p')
      summary.textContent = request.summary
      Object.assign(summary.style, {
        margin: '0 0 10px',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      })

      const actions = doc.createElement('div')
      Object.assign(actions.style, { display: 'flex', gap: '8px' })
      actions.append(
        button('Reject', false, () => respond(request.id, false)),
        button('Approve', true, () => respond(request.id, true)),
      )
      panel.append(title, method, summary, actions)
    },
  }
}
