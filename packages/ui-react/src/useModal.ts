import type { ModalOpenOptions, View } from '@latch/core'
import { useLatch } from './useLatch.js'
import { shallowEqual, useLatchState } from './useLatchState.js'

export type UseModalReturnType = {
  isOpen: boolean
  view: View
  open: (options?: ModalOpenOptions) => void
  close: () => void
}

/**
 * Whether the modal is open, and the calls that open and close it (by core's rules).
 *
 * @example
 * const { open } = useModal()
 * open({ view: 'AllWallets' })
 */
export function useModal(): UseModalReturnType {
  const client = useLatch()
  const { isOpen, view } = useLatchState(
    (state) => ({ isOpen: state.open, view: state.view }),
    shallowEqual,
  )
  return { isOpen, view, open: client.open, close: client.close }
}
