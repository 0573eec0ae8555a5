// The list alone, for the options' validation at start; the checks that throw are in
// socialProvider.ts.

/** The social logins a visitor can use (SPEC §5). */
export const socialProviders = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const

/** A social login provider (SPEC §5). */
export type SocialProvider = (typeof socialProviders)[number]
