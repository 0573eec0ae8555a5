import { forwardRef, type HTMLAttributes, type KeyboardEvent } from 'react'
import { composeEventHandlers } from '../utils/composeEventHandlers.js'
import { useTabsContext } from './TabsContext.js'

export type TabsListProps = HTMLAttributes<HTMLDivElement> & {
  /**
   * Whether arrow keys wrap from the last tab to the first and back.
   * @default true
   */
  loop?: boolean | undefined
}

/**
 * The `<div role="tablist">` holding `Tabs.Trigger`s. It moves focus between them with roving
 * tab index: Tab enters at the active tab; the arrow keys for the orientation, Home and End
 * move among enabled tabs.
 *
 * - `[data-orientation="horizontal" | "vertical"]`: the root's `orientation`.
 */
export const TabsList = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(props, ref) {
  const { loop = true, onKeyDown, ...rest } = props
  const { orientation } = useTabsContext('List')

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const [previous, next] =
      orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown']
    if (![previous, next, 'Home', 'End'].includes(event.key)) return
    const tabs = Array.from(
      event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])'),
    )
    if (tabs.length === 0) return
    const current = tabs.indexOf(document.activeElement as HTMLElement)
    let index: number
    if (event.key === 'Home') index = 0
    else if (event.key === 'End') index = tabs.length - 1
    else {
      const step = event.key === next ? 1 : -1
      index = current + step
      if (index < 0) index = loop ? tabs.length - 1 : 0
      if (index >= tabs.length) index = loop ? 0 : tabs.length - 1
    }
    event.preventDefault()
    tabs[index]?.focus()
  }

  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      data-orientation={orientation}
      {...rest}
      ref={ref}
      onKeyDown={composeEventHandlers(onKeyDown, moveFocus)}
    />
  )
})
