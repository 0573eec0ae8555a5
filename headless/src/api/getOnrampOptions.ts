import {
  ONRAMP_DEFAULT_PAYMENT_CURRENCY,
  ONRAMP_DEFAULT_PAYMENT_LIMITS,
  ONRAMP_DEFAULT_PURCHASE_CURRENCY,
} from '../constants/index.js'
import { assertBlockchainApi } from './assertClients.js'
import type { BlockchainApi } from './blockchainApi.js'
import { apiPaths } from './paths.js'
import type { OnrampOptions } from './types.js'

/** The built-in onramp options used when the API fails (SPEC §3, §7, §9). */
export function sampleOnrampOptions(): OnrampOptions {
  return {
    purchaseCurrencies: [
      {
        ...ONRAMP_DEFAULT_PURCHASE_CURRENCY,
        networks: ONRAMP_DEFAULT_PURCHASE_CURRENCY.networks.map((network) => ({ ...network })),
      },
    ],
    paymentCurrencies: [
      {
        id: ONRAMP_DEFAULT_PAYMENT_CURRENCY,
        payment_method_limits: ONRAMP_DEFAULT_PAYMENT_LIMITS.map((limit) => ({ ...limit })),
      },
    ],
  }
}

/**
 * What the onramp sells and takes (SPEC §7 `/v1/onramp/options`). A failure returns the
 * built-in sample list (SPEC §7 "Answers handled").
 */
export async function getOnrampOptions(api: BlockchainApi): Promise<OnrampOptions> {
  assertBlockchainApi(api)
  try {
    const answer = await api.http.get<Partial<OnrampOptions>>({ path: apiPaths.onrampOptions })
    if (!Array.isArray(answer?.purchaseCurrencies) || !Array.isArray(answer.paymentCurrencies))
      return sampleOnrampOptions()
    return {
      purchaseCurrencies: answer.purchaseCurrencies,
      paymentCurrencies: answer.paymentCurrencies,
    }
  } catch {
    return sampleOnrampOptions()
  }
}
