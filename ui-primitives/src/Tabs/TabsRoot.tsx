import { forwardRef, type HTMLAttributes, useId, useMemo } from 'react'
import { useControllableState } from '../utils/useControllableState.js'
import { TabsContext, type TabsContextValue, type TabsOrientation } from './TabsContext.js'

export type TabsRootProps = Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'dir'> & {
  /**
   * The active tab's value (controlled).
   * @default undefined
   */
  value?: string | undefined
  /**
   * The tab active at first when uncontrolled.
   * @default undefined
   */
  defaultValue?: string | undefined
  /**
   * Called when the user activates another tab.
   * @default undefined
   */
  onValueChange?: ((value: string) => void) | undefined
  /**
   * Which arrow keys move between tabs: Left/Right, or Up/Down.
   * @default 'horizontal'
   */
  orientation?: TabsOrientation | undefined
  /**
   * `'automatic'` activates a tab as soon as it gets focus; `'manual'` waits for Enter or Space.
   * @default 'automatic'
   */
  activationMode?: 'automatic' | 'manual' | undefined
}

/**
 * A `<div>` holding a set of tabs and their panels.
 *
 * - `[data-orientation="horizontal" | "vertical"]`: the `orientation` option.
 */
export const TabsRoot = forwardRef<HTMLDivElement, TabsRootProps>(function TabsRoot(props, ref) {
  const {
    value: valueProp,
    defaultValue,
    onValueChange,
    orientation = 'horizontal',
    activationMode = 'automatic',
    ...rest
  } = props
  const baseId = useId()
  const [value, setValue] = useControllableState<string | undefined, []>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange as ((value: string | undefined) => void) | undefined,
  })
  const context = useMemo<TabsContextValue>(
    () => ({ baseId, value, setValue, orientation, activationMode }),
    [baseId, value, setValue, orientation, activationMode],
  )
  return (
    <TabsContext.Provider value={context}>
      <div data-orientation={orientation} {...rest} ref={ref} />
    </TabsContext.Provider>
  )
})
