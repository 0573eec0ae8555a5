/**
 * Browser entry of the test wallet, bundled to `dist/test-wallet.js` and served by the devstack
 * at `/test-wallet.js`. The server prepends `window.__FOYER_TEST_WALLET_CONFIG__ = {...}` with
 * the chains it serves; without it the fixed ports of `config.ts` are used.
 */
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
import { announceProvider, pageEnvironment } from '../wallet-base/registration.js'
import {
  createTestWalletProvider,
  type TestWalletChain,
  type TestWalletControls,
  type TestWalletProvider,
} from './createTestWalletProvider.js'
import { TEST_WALLET_ICON } from './icon.js'
import { lazyPrivateKeyAccount } from './lazyAccount.js'

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

  const { provider, controls } = createTestWalletProvider({
    account: lazyPrivateKeyAccount(TEST_WALLET_ACCOUNT.address, TEST_WALLET_ACCOUNT.privateKey),
    chains,
    ...pageEnvironment(window),
    origin: window.location.origin,
  })
  window.foyerTestWallet = Object.assign(controls, { provider })
  announceProvider(
    window,
    { name: TEST_WALLET_NAME, rdns: TEST_WALLET_RDNS, icon: TEST_WALLET_ICON },
    provider,
  )
}

main()
