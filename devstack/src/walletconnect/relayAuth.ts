import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'

/**
 * Checks the JWT a WalletConnect client puts in `?auth=` when it opens the relay socket: an
 * EdDSA signature by the `did:key` in `iss` (relay-auth's `verifyJWT`, which checks nothing
 * else) and an `exp` still in the future. Resolves to the client id (`iss`), or `undefined` for
 * a missing, malformed, tampered or expired token.
 */
export async function verifyRelayJwt(
  token: string | null | undefined,
  now: number = Date.now(),
): Promise<string | undefined> {
  if (!token) return undefined
  try {
    if (!(await verifyJWT(token))) return undefined
    const { payload } = decodeJWT(token)
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= now) return undefined
    return typeof payload.iss === 'string' && payload.iss ? payload.iss : undefined
  } catch {
    return undefined
  }
}
