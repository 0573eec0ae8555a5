import type { ChainNamespace } from '../chains/namespaces.js'

/**
 * Whether to sign in during the WalletConnect session proposal ("one-click", SPEC §4,
 * SPEC-NOTES): only when sign-in is configured and every requested namespace is eip155.
 */
export function shouldUseOneClickAuth(parameters: {
  configured: boolean
  namespaces: readonly ChainNamespace[]
}): boolean {
  return (
    parameters.configured &&
    parameters.namespaces.length > 0 &&
    parameters.namespaces.every((namespace) => namespace === 'eip155')
  )
}
