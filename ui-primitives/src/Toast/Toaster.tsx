import { forwardRef } from 'react'
import { Toaster as SonnerToaster, type ToasterProps as SonnerToasterProps } from 'sonner'

export type ToasterProps = Omit<
  SonnerToasterProps,
  'position' | 'visibleToasts' | 'duration' | 'gap'
> & {
  /**
   * Where the toasts stack.
   * @default 'bottom-right'
   */
  position?: SonnerToasterProps['position'] | undefined
  /**
   * How many toasts show at once; older ones wait, hidden, in the stack.
   * @default 3
   */
  visibleToasts?: number | undefined
  /**
   * How long (ms) a toast stays before closing by itself; pauses while hovered or focused.
   * @default 4000
   */
  duration?: number | undefined
  /**
   * Space (px) between expanded toasts.
   * @default 14
   */
  gap?: number | undefined
  /**
   * Drop sonner's visual styles (colours, padding, shadows) so the theme can style
   * `[data-sonner-toast]` itself. Layout (position, stacking, swipe) stays.
   * @default true
   */
  unstyled?: boolean | undefined
}

/**
 * The toast region: a `<section aria-live="polite">` landmark (named "Notifications", with
 * sonner's Alt+T shortcut to reach it) that shows toasts raised with {@link toast}. A thin
 * wrapper over the `sonner` library, whose defaults are Foyer's numbers: toasts stack
 * bottom right, 3 visible at a time, 4000 ms each, 14 px apart, 356 px wide (sonner's fixed
 * `--width`), dismissed by a 45 px swipe or a swipe faster than 0.11 px/ms.
 *
 * Defaults here: `position` `'bottom-right'`, `visibleToasts` 3, `duration` 4000, `gap` 14,
 * `unstyled` true. Every other sonner option passes through. Give each Foyer instance its own
 * region with `id`, and raise toasts into it with `toast(message, { toasterId: id })`.
 *
 * sonner's own attributes are the styling hooks: `[data-sonner-toaster]` on each list,
 * `[data-sonner-toast]` on each toast with `[data-type="success" | "error" | …]`,
 * `[data-visible="true" | "false"]`, `[data-front="true" | "false"]`,
 * `[data-mounted="true"]`, `[data-removed="true"]` and `[data-expanded="true" | "false"]`.
 */
export const Toaster = forwardRef<HTMLElement, ToasterProps>(function Toaster(props, ref) {
  const {
    position = 'bottom-right',
    visibleToasts = 3,
    duration = 4000,
    gap = 14,
    unstyled = true,
    toastOptions,
    ...rest
  } = props
  return (
    <SonnerToaster
      position={position}
      visibleToasts={visibleToasts}
      duration={duration}
      gap={gap}
      toastOptions={{ unstyled, ...toastOptions }}
      {...rest}
      ref={ref}
    />
  )
})
