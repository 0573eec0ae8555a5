import { useMemo } from 'react'
import { activeAccountAtom, activeNamespaceAtom, networksAtom } from '../store/atoms.js'
import { useFoyerValue } from './useFoyerValue.js'

/**
 * What a Receive screen shows: the connected account's address (for its QR code and copy) and
 * the host's networks of the active namespace, on each of which the address can receive.
 */
export function useReceive() {
  const { address } = useFoyerValue(activeAccountAtom)
  const namespace = useFoyerValue(activeNamespaceAtom)
  const all = useFoyerValue(networksAtom)
  const networks = useMemo(
    () => all.filter((network) => network.chainNamespace === namespace),
    [all, namespace],
  )
  return { address, namespace, networks }
}

export type UseReceiveReturnType = ReturnType<typeof useReceive>
