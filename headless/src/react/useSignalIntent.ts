import { useEffect } from 'react'
import { signalIntent } from '../actions/signalIntent.js'
import { useFoyer } from './foyerContext.js'

/** A hook whose UI means the visitor is reaching for a wallet (a list, the connect methods). */
export function useSignalIntent(): void {
  const foyer = useFoyer()
  useEffect(() => signalIntent(foyer), [foyer])
}
