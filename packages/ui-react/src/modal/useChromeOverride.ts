import { useContext, useEffect } from 'react'
import { ChromeContext, type ChromeOverride } from './viewChrome.js'

// Apart from the provider: only parts outside the modal's shell take the header over (the
// Account view's panels, the login views), so this loads with them, not before the first click.
/** Takes over the header while `override` is given and the caller is mounted. */
export function useChromeOverride(override: ChromeOverride | undefined): void {
  const { setOverride } = useContext(ChromeContext)
  const title = override?.title
  const onBack = override?.onBack
  useEffect(() => {
    if (title === undefined || !onBack) return
    setOverride({ title, onBack })
    return () => setOverride(undefined)
  }, [title, onBack, setOverride])
}
