import { useCallback, useState } from 'react'
import { type DemoOptions, defaultDemoOptions } from './demoOptions.js'
import { readDemoOptions, writeDemoOptions } from './storedDemoOptions.js'

export type UseDemoOptionsReturnType = {
  options: DemoOptions
  setOptions: (options: DemoOptions) => void
  resetOptions: () => void
}

/** The visitor's options, remembered in `localStorage`. */
export function useDemoOptions(): UseDemoOptionsReturnType {
  const [options, setState] = useState(() => readDemoOptions(localStorage))
  const setOptions = useCallback((next: DemoOptions) => {
    setState(next)
    writeDemoOptions(localStorage, next)
  }, [])
  const resetOptions = useCallback(() => setOptions(defaultDemoOptions), [setOptions])
  return { options, setOptions, resetOptions }
}
