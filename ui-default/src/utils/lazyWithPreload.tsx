import { lazyOnce } from '@foyer/headless/internal'
import { type ComponentProps, type ComponentType, lazy } from 'react'
import { failedModuleUrl, importAgain } from './importAgain.js'

// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props
type AnyComponent = ComponentType<any>

/** A component whose code loads on demand, with a way to fetch it ahead of use. */
export type PreloadableComponent<module extends { default: AnyComponent }> = ComponentType<
  ComponentProps<module['default']>
> & {
  /** Fetches the code (once); resolves with the module. A failed fetch may be tried again. */
  preload(): Promise<module>
  /** After a failed fetch, lets the next render fetch again (an error boundary's retry). */
  reset(): void
}

/**
 * Like `React.lazy`, but once the code is here it renders at once: `React.lazy` alone still
 * suspends on first render, and React reveals suspended content in 300 ms steps, so each lazy
 * level would cost up to 300 ms even with the code already loaded.
 */
export function lazyWithPreload<module extends { default: AnyComponent }>(
  load: () => Promise<module>,
): PreloadableComponent<module> {
  type Props = ComponentProps<module['default']>
  let loaded: ComponentType<Props> | undefined
  // After a failed download the browser would fail the same import again at once, so a retry
  // imports the failed URL afresh when the browser named it.
  let failedUrl: string | undefined
  // A failed fetch is not kept, so the next render or preload tries again.
  const preload = lazyOnce(async () => {
    try {
      const module = await (failedUrl ? importAgain<module>(failedUrl) : load())
      loaded = module.default
      return module
    } catch (error) {
      failedUrl = failedModuleUrl(error) ?? failedUrl
      throw error
    }
  })
  // React.lazy keeps a rejection for good (so a failure reaches the error boundary at once,
  // without a retry loop); `reset()`, called by the boundary's "Try again", makes a fresh one.
  let failed = false
  const makeLazy = (): ComponentType<Props> =>
    lazy(() =>
      preload().catch((error: unknown) => {
        failed = true
        throw error
      }),
    ) as unknown as ComponentType<Props>
  let Lazy = makeLazy()
  const reset = () => {
    if (!failed) return
    failed = false
    Lazy = makeLazy()
  }
  // biome-ignore lint/correctness/noComponentHookFactories: a factory of components, as React.lazy is; each call makes one, once, at module level
  function LazyWithPreload(props: Props) {
    const Component = loaded ?? Lazy
    return <Component {...props} />
  }
  return Object.assign(LazyWithPreload, { preload, reset })
}

/** Runs `task` when the browser is idle (soon after first paint); returns a cancel function. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 2_000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 200)
  return () => clearTimeout(id)
}
