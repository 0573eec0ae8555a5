import { featuresAtom } from '../store/atoms.js'
import type { ResolvedFeatures } from '../validation/featureOptions.js'
import { useFoyerValue } from './useFoyerValue.js'
import { useSignalIntent } from './useSignalIntent.js'

/** The features in force: the host's, with the provider's remote configuration merged over. */
export function useFeatures(): ResolvedFeatures {
  useSignalIntent()
  return useFoyerValue(featuresAtom)
}
