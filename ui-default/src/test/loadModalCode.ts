import { beforeAll } from 'vitest'

/**
 * Loads the modal shell and every shipped view (the on-demand swap views too) before the file's first test. The first import
 * of a view in a cold test worker (Vite transforming it and the libraries under it; the React 18
 * project transforms every dependency) can outlast testing-library's wait for what the view
 * shows, and did under a loaded CI machine. Loading here, under the hook's own timeout, leaves
 * the tests' waits to what they are about: rendering and the flow.
 */
export function loadModalCodeFirst(): void {
  beforeAll(async () => {
    const shell = await import('../modal/ModalShell.js')
    await shell.loadViews(undefined, { onDemand: true })
  }, 60_000)
}
