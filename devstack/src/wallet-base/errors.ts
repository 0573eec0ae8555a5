/** An EIP-1193 provider error: an `Error` with a numeric `code` (and optional `data`). */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }

  toJSON() {
    return { code: this.code, message: this.message, data: this.data }
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.')

export const unauthorized = () =>
  new ProviderRpcError(
    4100,
    'The requested account and/or method has not been authorized by the user.',
  )

export const unsupportedMethod = (method: string) =>
  new ProviderRpcError(4200, `The Provider does not support the requested method: ${method}.`)

export const disconnected = () =>
  new ProviderRpcError(4900, 'The Provider is disconnected from all chains.')

export const unrecognizedChain = (chainId: string) =>
  new ProviderRpcError(
    4902,
    `Unrecognized chain ID "${chainId}". Try adding the chain using wallet_addEthereumChain first.`,
  )

export const invalidParams = (message: string) => new ProviderRpcError(-32602, message)

export const internalError = (message: string, data?: unknown) =>
  new ProviderRpcError(-32603, message, data)
