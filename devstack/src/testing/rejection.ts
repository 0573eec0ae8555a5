import type { ProviderRpcError } from '../wallet-base/errors.js'

/** The error `promise` rejects with (a test wallet's request); throws if it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<ProviderRpcError> {
  try {
    await promise
  } catch (error) {
    return error as ProviderRpcError
  }
  throw new Error('expected the request to be rejected')
}
