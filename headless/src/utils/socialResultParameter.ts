/**
 * The query parameter a social sign-in returns with in a Telegram mini-app (SPEC §2). A module
 * of its own: `mount` reads it, and the kernel it belongs to then keeps nothing else of
 * `telegram.ts`.
 */
export const SOCIAL_RESULT_PARAMETER = 'result_uri'
