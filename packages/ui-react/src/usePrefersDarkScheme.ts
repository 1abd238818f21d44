import { useSyncExternalStore } from 'react'

const query = '(prefers-color-scheme: dark)'

function subscribe(onChange: () => void): () => void {
  if (typeof matchMedia !== 'function') return () => {}
  const list = matchMedia(query)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

function getSnapshot(): boolean | undefined {
  return typeof matchMedia === 'function' ? matchMedia(query).matches : undefined
}

/** The visitor's system colour-scheme preference, live; `undefined` where none is known. */
export function usePrefersDarkScheme(): boolean | undefined {
  return useSyncExternalStore(subscribe, getSnapshot, () => undefined)
}
