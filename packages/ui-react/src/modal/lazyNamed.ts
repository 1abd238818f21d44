import { type ComponentType, type LazyExoticComponent, lazy } from 'react'

/**
 * `React.lazy` for a module's named export (the house has no default exports): the module
 * becomes its own chunk, fetched the first time the component renders.
 */
// biome-ignore lint/suspicious/noExplicitAny: the constraint of React.lazy itself
export function lazyNamed<Component extends ComponentType<any>, Name extends string>(
  load: () => Promise<Record<Name, Component>>,
  name: Name,
): LazyExoticComponent<Component> {
  return lazy(async () => ({ default: (await load())[name] }))
}
