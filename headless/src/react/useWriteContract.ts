import { type WriteContractParameters, writeContract } from '../actions/writeContract.js'
import { useWalletMutation } from './useWalletMutation.js'

/**
 * Has the connected wallet call a contract function: `writeContract({ address, abi,
 * functionName, args })`; `data` is the transaction hash once sent.
 */
export function useWriteContract() {
  const mutation = useWalletMutation((foyer, parameters: WriteContractParameters) =>
    writeContract(foyer, parameters),
  )
  return {
    writeContract: mutation.mutate,
    writeContractAsync: mutation.mutateAsync,
    data: mutation.data,
    status: mutation.status,
    error: mutation.error,
    reset: mutation.reset,
  }
}

export type UseWriteContractReturnType = ReturnType<typeof useWriteContract>
