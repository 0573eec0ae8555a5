import type { ViewComponents } from './viewRegistry.js'

export type FoyerModalProps = {
  /** Replace any view with your own component; the router, history and state stay Foyer's. */
  views?: ViewComponents
  /**
   * Where the modal is rendered.
   * @default document.body
   */
  container?: HTMLElement | null
}
