/** What the smart-sessions rule reads of a session of the sessions API. */
export type SessionTerms = { revoked?: boolean; expiry?: number }

/**
 * The sessions still in force at `nowSeconds`, soonest to end first: a revoked session, or one
 * whose `expiry` (seconds since the epoch) has passed, is left out; one without an expiry comes
 * last. Pure: `useSmartSessions` shows exactly this list.
 */
export function activeSmartSessions<session extends SessionTerms>(
  sessions: readonly session[],
  nowSeconds: number,
): session[] {
  const ends = (session: SessionTerms) => session.expiry ?? Number.POSITIVE_INFINITY
  return sessions
    .filter((session) => !session.revoked && ends(session) > nowSeconds)
    .sort((a, b) => ends(a) - ends(b))
}
