/**
 * Raises a toast in the `Toaster` region: `toast('Address copied')`, `toast.success(…)`,
 * `toast.error(…)`, `toast.promise(…)`, `toast.dismiss(id?)`. It is sonner's `toast`; pass
 * `{ toasterId }` to target one `Toaster` when a page holds several.
 */
export { type ExternalToast, toast } from 'sonner'
