import { type SignTypedDataParameters, signTypedData } from '../actions/signTypedData.js'
import { useWalletMutation } from './useWalletMutation.js'

/**
 * Has the connected wallet sign EIP-712 typed data: `signTypedData(typedData)` (or the
 * `Async` form, which resolves with the signature); `data`, `status` and `error` track it.
 */
export function useSignTypedData() {
  const mutation = useWalletMutation((foyer, parameters: SignTypedDataParameters) =>
    signTypedData(foyer, parameters),
  )
  return {
    signTypedData: mutation.mutate,
    signTypedDataAsync: mutation.mutateAsync,
    data: mutation.data,
    status: mutation.status,
    error: mutation.error,
    reset: mutation.reset,
  }
}

export type UseSignTypedDataReturnType = ReturnType<typeof useSignTypedData>
