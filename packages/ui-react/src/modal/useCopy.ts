import { showSnackbar } from '@latch/core'
import { useCallback } from 'react'
import { t } from '../i18n/translate.js'
import { useLatch } from '../useLatch.js'

/** Copies text to the clipboard and says how it went in the snackbar. */
export function useCopy(): (text: string, copied: string) => Promise<void> {
  const client = useLatch()
  return useCallback(
    async (text: string, copied: string) => {
      const show = (message: string, variant: 'success' | 'error') =>
        void showSnackbar(client, { message, variant })
      try {
        await navigator.clipboard.writeText(text)
        show(copied, 'success')
      } catch {
        show(t('common.copyFailed'), 'error')
      }
    },
    [client],
  )
}
