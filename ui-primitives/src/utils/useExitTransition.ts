import { useEffect, useState } from 'react'

/**
 * Whether a part that opens and closes stays mounted: while `open`, and for `exitDuration` ms
 * after it closes, so CSS exit animations can run (`0`: it unmounts as it closes).
 */
export function useExitTransition(open: boolean, exitDuration: number): boolean {
  const [lingering, setLingering] = useState(open)
  if (open && !lingering) setLingering(true)
  useEffect(() => {
    if (open || !lingering) return
    const timer = setTimeout(() => setLingering(false), Math.max(0, exitDuration))
    return () => clearTimeout(timer)
  }, [open, lingering, exitDuration])
  return open || (exitDuration > 0 && lingering)
}
