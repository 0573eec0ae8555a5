import { forwardRef, type HTMLAttributes } from 'react'
import { getTabsIds, useTabsContext } from './TabsContext.js'

export type TabsContentProps = HTMLAttributes<HTMLDivElement> & {
  /** The value of the `Tabs.Trigger` that shows this panel. */
  value: string
  /**
   * Keep the panel in the DOM (with the `hidden` attribute) while inactive, for instance to
   * keep its scroll position or state.
   * @default false
   */
  forceMount?: boolean | undefined
}

/**
 * The `<div role="tabpanel">` shown while its tab is active, labelled by that tab and
 * focusable so keyboard users can reach content without focusable elements.
 *
 * - `[data-state="active"]` / `[data-state="inactive"]`: whether it shows (inactive only with
 *   `forceMount`).
 * - `[data-orientation="horizontal" | "vertical"]`: the root's `orientation`.
 */
export const TabsContent = forwardRef<HTMLDivElement, TabsContentProps>(
  function TabsContent(props, ref) {
    const { value, forceMount = false, ...rest } = props
    const context = useTabsContext('Content')
    const { triggerId, contentId } = getTabsIds(context.baseId, value)
    const active = context.value === value
    if (!active && !forceMount) return null
    return (
      <div
        role="tabpanel"
        id={contentId}
        aria-labelledby={triggerId}
        // The WAI-ARIA tabs pattern puts a panel in the Tab order so keyboard users reach
        // panels that hold nothing focusable.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
        hidden={!active}
        data-state={active ? 'active' : 'inactive'}
        data-orientation={context.orientation}
        {...rest}
        ref={ref}
      />
    )
  },
)
