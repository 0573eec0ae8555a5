import { type SendCallsParameters, sendCalls } from '../actions/sendCalls.js'
import { useWalletMutation } from './useWalletMutation.js'

/**
 * Has the connected wallet send a batch of calls (EIP-5792): `sendCalls({ calls })`; `data` is
 * `{ id }` once sent, for `useCallsStatus`.
 */
export function useSendCalls() {
  const mutation = useWalletMutation((foyer, parameters: SendCallsParameters) =>
    sendCalls(foyer, parameters),
  )
  return {
    sendCalls: mutation.mutate,
    sendCallsAsync: mutation.mutateAsync,
    data: mutation.data,
    status: mutation.status,
    error: mutation.error,
    reset: mutation.reset,
  }
}

export type UseSendCallsReturnType = ReturnType<typeof useSendCalls>
