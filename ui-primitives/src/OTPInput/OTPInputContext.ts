import { createContext, type MutableRefObject, useContext } from 'react'

export type OTPInputContextValue = {
  value: string
  /** The code as of the last change, ahead of the re-render that shows it. */
  latestValue: MutableRefObject<string>
  length: number
  disabled: boolean
  inputMode: 'numeric' | 'text'
  getLabel: (index: number, length: number) => string
  inputs: MutableRefObject<Array<HTMLInputElement | null>>
  /** Keeps only the characters the pattern allows. */
  filter: (text: string) => string
  /** Writes `text` from `index` on, and moves focus after it. */
  insert: (index: number, text: string) => void
  /** Removes the character at `index`, moving focus to `focusIndex`. */
  remove: (index: number, focusIndex: number) => void
  focusBox: (index: number) => void
}

export const OTPInputContext = createContext<OTPInputContextValue | null>(null)

export function useOTPInputContext(part: string): OTPInputContextValue {
  const context = useContext(OTPInputContext)
  if (!context) throw new Error(`<OTPInput.${part}> must be rendered inside <OTPInput.Root>.`)
  return context
}
