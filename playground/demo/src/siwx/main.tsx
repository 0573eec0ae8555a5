import '@foyer/ui-default/styles.css'
import '../demo.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from siwx.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
