// ─── Toasts (SPEC §9 "Toasts": the sonner library's defaults)

// headless's toast queue uses the count and duration; ui-default renders with sonner's defaults.

/** How long a toast shows (sonner's default). */
export const TOAST_DURATION_MS = 4_000
/** Toasts visible at once (sonner's default). */
export const TOAST_MAX_VISIBLE = 3
/** Gap between toasts, in px (sonner's default). */
export const TOAST_GAP_PX = 14
/** Toast width, in px (sonner's default). */
export const TOAST_WIDTH_PX = 356
/** A swipe of 45 px dismisses a toast (sonner's default). */
export const TOAST_SWIPE_THRESHOLD_PX = 45
/** …as does a swipe faster than 0.11 px/ms (sonner's default). */
export const TOAST_SWIPE_VELOCITY = 0.11
