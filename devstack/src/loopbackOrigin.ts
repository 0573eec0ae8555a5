const LOOPBACK_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/

/** True for `http(s)://127.0.0.1`, `localhost` and `[::1]` origins, any port. */
export const isLoopbackOrigin = (origin: string | undefined): boolean =>
  typeof origin === 'string' && LOOPBACK_ORIGIN.test(origin)
