import type { ComponentType } from 'react'

/** A part's chunk could not load (offline, a deployment gone): not a bug of the part itself. */
export class PartLoadError extends Error {
  override name = 'PartLoadError'
}

export type LazyPart<Props extends object> = {
  /** The part: rendered at once when its chunk is there, else suspends until it is. */
  Part: ComponentType<Props>
  /** Fetches the chunk ahead of need, or again after a failure. */
  preload: () => Promise<unknown>
}

/**
 * A module's named export (the house has no default exports) as a part of a chunk of its own.
 * Unlike `React.lazy`, a part whose chunk has arrived (fetched by `preload`) renders in the
 * same pass, without suspending first: React would then hold back the boundary's content for
 * a few hundred milliseconds after showing its fallback. A failed load stays the part's
 * (thrown as a `PartLoadError` to the nearest `PartBoundary`) until `preload` tries again.
 */
export function lazyPart<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined
  type Attempt = { promise: Promise<ComponentType<Props>>; error?: PartLoadError }
  let attempt: Attempt | undefined
  const start = (): Attempt => {
    const current: Attempt = {
      promise: load().then(
        (module) => {
          loaded = module[name]
          return loaded
        },
        (cause: unknown) => {
          current.error = new PartLoadError(`the chunk of ${name} could not load`, { cause })
          throw current.error
        },
      ),
    }
    attempt = current
    return current
  }
  const preload = () => {
    if (loaded) return Promise.resolve(loaded)
    return (attempt && !attempt.error ? attempt : start()).promise
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at module level, as React.lazy makes its own
  function Part(props: Props) {
    const Component = loaded
    if (!Component) {
      const current = attempt ?? start()
      // A render reuses a failed attempt, so that the boundary shows the failure rather than
      // every render fetching again.
      if (current.error) throw current.error
      // Suspends as React.lazy does: React renders again once the promise settles (with
      // `use`, a suspension inside a test's synchronous `act` would never be retried).
      throw current.promise
    }
    return <Component {...props} />
  }
  Part.displayName = name
  return { Part, preload }
}
