/**
 * Browser entry of the test wallet, bundled to `dist/test-wallet.js` and served by the devstack
 * at `/test-wallet.js`. The server prepends `window.__FOYER_TEST_WALLET_CONFIG__ = {...}` with
 * the chains it serves; without it the fixed ports of `config.ts` are used.
 */
import { privateKeyToAccount } from 'viem/accounts'
import {
  DEVSTACK_CHAIN_A_ID,
  DEVSTACK_CHAIN_A_NAME,
  DEVSTACK_CHAIN_A_RPC_URL,
  DEVSTACK_CHAIN_B_ID,
  DEVSTACK_CHAIN_B_NAME,
  DEVSTACK_CHAIN_B_RPC_URL,
  TEST_WALLET_ACCOUNT,
  TEST_WALLET_NAME,
  TEST_WALLET_RDNS,
} from '../config.js'
import { createApprovalPanel } from './approvalPanel.js'
import {
  createTestWalletProvider,
  type TestWalletChain,
  type TestWalletControls,
  type TestWalletProvider,
} from './createTestWalletProvider.js'
import { TEST_WALLET_ICON } from './icon.js'

export type TestWalletScriptConfig = { chains: TestWalletChain[] }

declare global {
  interface Window {
    __FOYER_TEST_WALLET_CONFIG__?: TestWalletScriptConfig
    foyerTestWallet?: TestWalletControls & { provider: TestWalletProvider }
  }
}

function main() {
  if (window.foyerTestWallet) return // included twice: keep the first instance

  const config = window.__FOYER_TEST_WALLET_CONFIG__
  const chains: TestWalletChain[] = config?.chains?.length
    ? config.chains
    : [
        { id: DEVSTACK_CHAIN_A_ID, name: DEVSTACK_CHAIN_A_NAME, rpcUrl: DEVSTACK_CHAIN_A_RPC_URL },
        { id: DEVSTACK_CHAIN_B_ID, name: DEVSTACK_CHAIN_B_NAME, rpcUrl: DEVSTACK_CHAIN_B_RPC_URL },
      ]

  let storage: Storage | undefined
  try {
    storage = window.localStorage
  } catch {
    storage = undefined
  }

  const { provider, controls } = createTestWalletProvider({
    account: privateKeyToAccount(TEST_WALLET_ACCOUNT.privateKey),
    chains,
    ...(storage ? { storage } : {}),
    ui: createApprovalPanel(document),
    origin: window.location.origin,
  })

  const info = Object.freeze({
    uuid: randomUuid(),
    name: TEST_WALLET_NAME,
    rdns: TEST_WALLET_RDNS,
    icon: TEST_WALLET_ICON,
  })
  const announce = () => {
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }),
    )
  }

  window.foyerTestWallet = Object.assign(controls, { provider })
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
}

function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  // Not a secure context (e.g. a LAN address): build a version-4 UUID by hand.
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

main()
