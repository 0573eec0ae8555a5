import { loadOnrampOptions, onrampOptionsKey } from '../actions/onrampRuntime.js'
import type { OnrampOptions } from '../api/types.js'
import { PORTFOLIO_CACHE_MS } from '../constants/index.js'
import { assertFoyer } from '../store/assertFoyer.js'
import type { Foyer } from '../store/createFoyer.js'

/** The cache key of the onramp's options. */
export function onrampOptionsQueryKey() {
  return onrampOptionsKey
}

/**
 * TanStack Query options for what the onramp sells and takes (SPEC §7 `/v1/onramp/options`):
 * the built-in sample list when the API fails or no blockchain API is configured.
 */
export function onrampOptionsQueryOptions(foyer: Foyer) {
  assertFoyer(foyer)
  return {
    queryKey: onrampOptionsQueryKey(),
    queryFn: (): Promise<OnrampOptions> => loadOnrampOptions(foyer),
    staleTime: PORTFOLIO_CACHE_MS,
  }
}
