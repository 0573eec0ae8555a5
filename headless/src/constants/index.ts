/**
 * Business constants of SPEC §9 (and the few numbers of §2, §4, §5, §7 and SPEC-NOTES that go
 * with them), each named once. Numbers that are a library's own default — viem transports,
 * TanStack Query, the sonner toast library — are listed too, marked "library default": Foyer
 * does not pass them to the library, the library already uses them, and `constants.test.ts`
 * proves the library still does.
 */
// Each group of constants lives in its own file of this folder; this entry lists them all.

export * from './caches.js'
export * from './display.js'
export * from './embedded.js'
export * from './hostDefaults.js'
export * from './http.js'
export * from './libraryDefaults.js'
export * from './miscellaneous.js'
export * from './onramp.js'
export * from './support.js'
export * from './timing.js'
export * from './toasts.js'
export * from './walletList.js'
