import { hydrateRoot } from 'react-dom/client'
import { createApp } from './app.js'

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing')
hydrateRoot(root, createApp(), {
  onRecoverableError: (error) => console.error(`recoverable: ${String(error)}`),
})
