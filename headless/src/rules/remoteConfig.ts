import type { GetProjectConfigReturnType } from '../api/getProjectConfig.js'
import type { RemoteFeature } from '../api/types.js'
import type { FoyerError } from '../errors/FoyerError.js'
import { LocalConfigurationIgnoredWarning } from '../errors/warnings.js'
import type { Features, ResolvedFeatures, SocialOption } from '../validation/featureOptions.js'

/** The features the project's remote configuration decides (SPEC-NOTES "Remote config"). */
export const remoteFeatureKeys = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'branding',
] as const satisfies readonly (keyof Features)[]

const socialOptions: readonly string[] = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
]

/** The result of merging: the features in force and any warning to report. */
export type MergeRemoteFeaturesReturnType = {
  features: ResolvedFeatures
  warnings: FoyerError[]
}

function flag(feature: RemoteFeature | undefined, local: boolean): boolean {
  if (!feature?.isEnabled) return false
  return feature.config === null ? local : true
}

/**
 * Merges the project's remote configuration into the host's features (SPEC §6, SPEC-NOTES):
 * - no remote configuration (no provider configured, or the project has none): the local
 *   features apply;
 * - a failed fetch: every remote feature is off;
 * - fetched: `social_login` → email (if its config includes 'email') and socials (the rest);
 *   `swap` → swaps; `onramp`; `activity`; `reown_branding` → branding. A feature the API
 *   omits is off; a `null` config means the local value. When the host set any of these
 *   locally, a {@link LocalConfigurationIgnoredWarning} is reported.
 */
export function mergeRemoteFeatures(
  local: ResolvedFeatures,
  localGiven: Features | undefined,
  remote: GetProjectConfigReturnType | undefined,
): MergeRemoteFeaturesReturnType {
  if (!remote || remote.status === 'none') return { features: local, warnings: [] }
  if (remote.status === 'failed') {
    return {
      features: {
        ...local,
        email: false,
        socials: false,
        swaps: false,
        onramp: false,
        activity: false,
        branding: false,
      },
      warnings: [],
    }
  }
  const byId = new Map(remote.features.map((feature) => [feature.id, feature]))
  const social = byId.get('social_login')
  let email = false
  let socials: ResolvedFeatures['socials'] = false
  if (social?.isEnabled) {
    if (social.config === null) {
      email = local.email
      socials = local.socials
    } else {
      email = social.config.includes('email')
      const list = social.config.filter((item) => socialOptions.includes(item)) as SocialOption[]
      socials = list.length ? list : false
    }
  }
  const features: ResolvedFeatures = {
    ...local,
    email,
    socials,
    swaps: flag(byId.get('swap'), local.swaps),
    onramp: flag(byId.get('onramp'), local.onramp),
    activity: flag(byId.get('activity'), local.activity),
    branding: flag(byId.get('reown_branding'), local.branding),
  }
  const overridden = remoteFeatureKeys.some((key) => localGiven?.[key] !== undefined)
  return {
    features,
    warnings: overridden
      ? [
          new LocalConfigurationIgnoredWarning({
            metaMessages: ["The project's remote configuration decides these features."],
          }),
        ]
      : [],
  }
}
