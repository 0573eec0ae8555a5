import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

/**
 * A wallet link Foyer refuses to open: only http(s) links and a wallet's own app scheme
 * (`metamask://`) are ever opened, never `javascript:`, `data:`, `vbscript:`, `file:` or
 * another scheme the browser gives a meaning of its own.
 */
export class UnsafeDeepLinkError extends FoyerError {
  override name = 'UnsafeDeepLinkError'
  static readonly code = 'UNSAFE_DEEP_LINK'
  constructor(link: string, parameters: FoyerErrorParameters = {}) {
    const shown = link.length > 80 ? `${link.slice(0, 80)}…` : link
    super(UnsafeDeepLinkError.code, 'This wallet link cannot be opened', {
      metaMessages: [
        "Rule: only an http(s) link or the wallet's own app scheme is opened",
        `Provided: ${JSON.stringify(shown)}`,
      ],
      ...parameters,
    })
  }
}
