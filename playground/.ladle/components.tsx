import '@foyer/ui-default/styles.css'
import type { GlobalProvider } from '@ladle/react'

export const Provider: GlobalProvider = ({ children }) => (
  <div style={{ minHeight: '100vh', background: '#0c0d10' }}>{children}</div>
)
