import { DEVSTACK_API_URL, devstackChainA } from '@foyer/devstack/config'
import { createFoyer, evmAdapter } from '@foyer/headless'
import { FoyerProvider } from '@foyer/headless/react'
import { ConnectButton, FoyerModal } from '@foyer/ui-default'
import { createElement, Fragment } from 'react'

/** The project id of the SSR page, and so the prefix of what it stores. */
export const SSR_PROJECT_ID = 'foyer-ssr'

/**
 * A host page rendered on a server and hydrated in the browser: FoyerProvider, ConnectButton
 * and FoyerModal, made the same way on both sides (plain `createElement`, no JSX transform).
 */
export function createApp() {
  const foyer = createFoyer({
    projectId: SSR_PROJECT_ID,
    networks: [devstackChainA],
    adapters: [evmAdapter()],
    services: { blockchainApiUrl: DEVSTACK_API_URL },
  })
  return createElement(
    FoyerProvider,
    { foyer },
    createElement(Fragment, null, createElement(ConnectButton), createElement(FoyerModal)),
  )
}
