import { isHex } from 'viem'
import { invalidParams } from '../wallet-base/errors.js'
import { randomId, type TestWalletContext } from './walletContext.js'

// ERC-7715 for the test wallet: wallet_grantPermissions records what the person approved under
// a fresh context id; wallet_revokePermissions with `{ permissionsContext }` forgets it. (The
// same method name with `{ eth_accounts: {} }` is EIP-2255's, which the wallet keeps as before.)

/** A permission the wallet granted. */
export type GrantedPermission = {
  permissionsContext: `0x${string}`
  chainId: number
  expiry: number
  permissions: readonly unknown[]
  signer: unknown
}

/** Whether `wallet_revokePermissions` params are ERC-7715's (`[{ permissionsContext }]`). */
export function isPermissionsContextRequest(params: readonly unknown[]): boolean {
  const [request] = params
  return typeof request === 'object' && request !== null && 'permissionsContext' in request
}

const isPermission = (value: unknown) => {
  if (typeof value !== 'object' || value === null) return false
  const { type, policies } = value as { type?: unknown; policies?: unknown }
  return typeof type === 'string' && Array.isArray(policies)
}

/** The ERC-7715 handlers of the test wallet and the permissions it holds. */
export function createPermissionHandlers(context: TestWalletContext) {
  const granted = new Map<string, GrantedPermission>()

  return {
    wallet_grantPermissions: async (params: unknown[]) => {
      const request = params[0] as
        | { expiry?: unknown; permissions?: unknown; signer?: unknown; address?: unknown }
        | undefined
      if (typeof request !== 'object' || request === null)
        throw invalidParams('wallet_grantPermissions expects [{ expiry, permissions, signer? }]')
      context.requireGrant(request.address)
      const { expiry, permissions } = request
      if (typeof expiry !== 'number' || !Number.isInteger(expiry) || expiry * 1000 <= Date.now())
        throw invalidParams(`expiry must be a future time in unix seconds, got ${String(expiry)}`)
      if (
        !Array.isArray(permissions) ||
        permissions.length === 0 ||
        !permissions.every(isPermission)
      )
        throw invalidParams('permissions must be a non-empty list of { type, data, policies }')
      const types = permissions.map((permission: { type: string }) => permission.type).join(', ')
      await context.gate('wallet_grantPermissions', params, `Grant permissions: ${types}`)
      const permission: GrantedPermission = {
        permissionsContext: randomId(),
        chainId: context.chain().id,
        expiry,
        permissions,
        signer: request.signer ?? { type: 'wallet' },
      }
      granted.set(permission.permissionsContext, permission)
      return {
        expiry,
        grantedPermissions: permissions,
        permissionsContext: permission.permissionsContext,
      }
    },

    /** ERC-7715 revocation (see {@link isPermissionsContextRequest}). */
    revoke: async (params: unknown[]) => {
      const { permissionsContext } = params[0] as { permissionsContext: unknown }
      context.requireGrant()
      if (typeof permissionsContext !== 'string' || !isHex(permissionsContext))
        throw invalidParams(`Invalid permissionsContext: ${JSON.stringify(permissionsContext)}`)
      if (!granted.has(permissionsContext))
        throw invalidParams(`Unknown permissionsContext: ${permissionsContext}`)
      await context.gate('wallet_revokePermissions', params, 'Revoke permissions')
      granted.delete(permissionsContext)
      return null
    },
  }
}
