// The shell of the demo's single-purpose pages (failover, custom views, local-first): the
// styles, a header with the title and the connect button, a lead paragraph, the page's own
// content, and the modal, rendered into #root.
import '@foyer/ui-default/styles.css'
import './demo.css'
import type { Foyer } from '@foyer/headless'
import { FoyerProvider, useAccount } from '@foyer/headless/react'
import { ConnectButton, FoyerModal } from '@foyer/ui-default'
import { type ComponentProps, type ReactNode, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'

export type DemoPage = {
  /** The page's file, for the error when #root is missing. */
  file: string
  foyer: Foyer
  /** After "Foyer demo — ". */
  title: string
  lead: ReactNode
  children?: ReactNode
  modal?: ComponentProps<typeof FoyerModal>
}

export function renderDemoPage({ file, foyer, title, lead, children, modal }: DemoPage): void {
  const root = document.getElementById('root')
  if (!root) throw new Error(`#root is missing from ${file}`)
  createRoot(root).render(
    <StrictMode>
      <FoyerProvider foyer={foyer}>
        <header className="bar">
          <h1>Foyer demo — {title}</h1>
          <ConnectButton />
        </header>
        <main>
          <p className="lead">{lead}</p>
          {children}
        </main>
        <FoyerModal {...modal} />
      </FoyerProvider>
    </StrictMode>,
  )
}

/** The connection status the pages' tests read (`data-testid="status"`), and what goes with it. */
export function ConnectionStatus({ children }: { children?: ReactNode }) {
  const account = useAccount()
  return (
    <section className="card" aria-label="Connection">
      <p>
        Status: <strong data-testid="status">{account.status}</strong>
      </p>
      {account.isConnected && children}
    </section>
  )
}
