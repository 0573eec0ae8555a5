import { invalidParams } from '../wallet-base/errors.js'
import { shortAddress } from './params.js'
import { createPermissionHandlers, isPermissionsContextRequest } from './permissions.js'
import type { TestWalletContext } from './walletContext.js'

/**
 * The account and permission methods of the test wallet: the EIP-1102 / EIP-2255 grant of the
 * account, and ERC-7715 permissions (`permissions.ts`).
 */
export function createAccountHandlers(context: TestWalletContext) {
  const { account, origin } = context
  const { wallet_grantPermissions, revoke: revokeGranted } = createPermissionHandlers(context)

  const permissions = () =>
    context.isGranted()
      ? [
          {
            id: 'foyer-test-wallet-eth-accounts',
            parentCapability: 'eth_accounts',
            invoker: origin,
            date: Date.now(),
            caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
          },
        ]
      : []

  return {
    wallet_grantPermissions,
    eth_accounts: async () => (context.isGranted() ? [account.address] : []),

    eth_requestAccounts: async (params: unknown[]) => {
      if (context.isGranted()) return [account.address]
      await context.gate(
        'eth_requestAccounts',
        params,
        `Connect account ${shortAddress(account.address)}`,
      )
      context.grant()
      return [account.address]
    },

    wallet_requestPermissions: async (params: unknown[]) => {
      const [request] = params
      if (typeof request !== 'object' || request === null || !('eth_accounts' in request)) {
        throw invalidParams('wallet_requestPermissions supports only { eth_accounts: {} }')
      }
      await context.gate(
        'wallet_requestPermissions',
        params,
        `Grant account ${shortAddress(account.address)}`,
      )
      context.grant()
      return permissions()
    },
    wallet_getPermissions: async () => permissions(),
    wallet_revokePermissions: async (params: unknown[]) => {
      if (isPermissionsContextRequest(params)) return revokeGranted(params)
      context.revoke()
      return null
    },
  }
}
