/**
 * anvil's deterministic test accounts, as the devstack funds them. Browser-safe; re-exported by
 * `@foyer/devstack/config`.
 */
import type { Address, Hex } from 'viem'

/** anvil's default deterministic mnemonic. Public test data: never use it for real funds. */
export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'

/** One of anvil's deterministic accounts. */
export type DevstackAccount = { readonly address: Address; readonly privateKey: Hex }

/** The first five accounts anvil derives from {@link ANVIL_MNEMONIC} (well-known test keys). */
export const TEST_ACCOUNTS = [
  {
    address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    privateKey: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  },
  {
    address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  },
  {
    address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
    privateKey: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  },
  {
    address: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
    privateKey: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  },
  {
    address: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
    privateKey: '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
  },
] as const satisfies readonly DevstackAccount[]

/** Addresses of {@link TEST_ACCOUNTS}. */
export const TEST_ACCOUNT_ADDRESSES = TEST_ACCOUNTS.map((account) => account.address)

/** The account behind the test wallet (anvil account #0). */
export const TEST_WALLET_ACCOUNT = TEST_ACCOUNTS[0]

/** The account behind the WalletConnect test wallet (anvil account #1). */
export const WC_WALLET_ACCOUNT = TEST_ACCOUNTS[1]

/** Starting balance of every anvil account on both chains, in ether. */
export const FUNDED_BALANCE_ETH = '10000'
/** Starting balance of every anvil account on both chains, in wei. */
export const FUNDED_BALANCE_WEI = 10_000n * 10n ** 18n
