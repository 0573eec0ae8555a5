import { type ButtonHTMLAttributes, forwardRef } from 'react'
import { composeEventHandlers } from '../utils/composeEventHandlers.js'
import { getTabsIds, useTabsContext } from './TabsContext.js'

export type TabsTriggerProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'value'> & {
  /** The value that identifies this tab and its `Tabs.Content`. */
  value: string
}

/**
 * A `<button role="tab">` that activates its panel on click, Enter or Space (and, in automatic
 * mode, on focus). Only the active tab is in the page's Tab order, so give the root a `value` or
 * `defaultValue`.
 *
 * - `[data-state="active"]` / `[data-state="inactive"]`: whether its panel shows.
 * - `[data-disabled]`: present when `disabled`.
 * - `[data-orientation="horizontal" | "vertical"]`: the root's `orientation`.
 */
export const TabsTrigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(
  function TabsTrigger(props, ref) {
    const { value, disabled, onClick, onFocus, ...rest } = props
    const context = useTabsContext('Trigger')
    const { triggerId, contentId } = getTabsIds(context.baseId, value)
    const active = context.value === value
    return (
      <button
        type="button"
        role="tab"
        id={triggerId}
        aria-selected={active}
        aria-controls={contentId}
        tabIndex={active ? 0 : -1}
        disabled={disabled}
        data-state={active ? 'active' : 'inactive'}
        data-disabled={disabled ? '' : undefined}
        data-orientation={context.orientation}
        {...rest}
        ref={ref}
        onClick={composeEventHandlers(onClick, () => context.setValue(value))}
        onFocus={composeEventHandlers(onFocus, () => {
          if (context.activationMode === 'automatic' && !active) context.setValue(value)
        })}
      />
    )
  },
)
