import type { Foyer } from './createFoyer.js'
import { siweToSiwx } from './siweToSiwx.js'
import { siwxConfigAtom } from './siwxAtoms.js'
import type { SiwxConfig } from './siwxConfig.js'

/**
 * The instance's sign-in config: the `siwx` option, or `siweConfig` mapped to one
 * ({@link siweToSiwx}, made once per instance); `null` when sign-in is not configured.
 */
export function resolveSiwx(foyer: Foyer): SiwxConfig | null {
  const cached = foyer.store.get(siwxConfigAtom)
  if (cached) return cached.config
  const { siwx, siweConfig } = foyer.options
  const config = siwx ?? (siweConfig ? siweToSiwx(siweConfig) : null)
  foyer.store.set(siwxConfigAtom, { config })
  return config
}
