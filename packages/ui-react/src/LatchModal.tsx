import type { LatchClient } from '@latch/core'
import { runtimeLoadFailedAlert } from '@latch/core/errors'
import { Activity, useEffect, useState } from 'react'
import { t } from './i18n/pageTranslate.js'
import { LoadFailedAlert } from './LoadFailedAlert.js'
import {
  loadModalDialog,
  prefetchModalDialogWhenIdle,
  useModalDialogChunk,
} from './modalDialogChunk.js'
import { useLatch } from './useLatch.js'
import { useLatchState } from './useLatchState.js'

export type LatchModalProps = {
  /** Part of the page where it is placed, always shown, rather than an overlay on `body`. */
  embedded?: boolean
}

type MachinesStatus = 'loading' | 'running' | 'failed'

/**
 * Whether the client's machines run, loading them when `wanted`: an overlay modal is open
 * only once they run, but an embedded one shows before any call has loaded them.
 */
function useMachines(client: LatchClient, wanted: boolean) {
  const [settled, setSettled] = useState<{ client: LatchClient; status: MachinesStatus }>()
  const [attempt, setAttempt] = useState(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt loads again
  useEffect(() => {
    if (!wanted) return
    let current = true
    client.preload().then(
      () => current && setSettled({ client, status: 'running' }),
      () => current && setSettled({ client, status: 'failed' }),
    )
    return () => {
      current = false
    }
  }, [client, wanted, attempt])
  const status: MachinesStatus = settled?.client === client ? settled.status : 'loading'
  return {
    status,
    retry: () => {
      setSettled(undefined)
      setAttempt((count) => count + 1)
    },
  }
}

// React 19.2 and later: a closed overlay modal is rendered ahead, hidden. Before, it mounts as
// it opens.
const hasActivity = typeof Activity !== 'undefined'

/**
 * The Latch modal. `<LatchProvider>` mounts the overlay one itself; place
 * `<LatchModal embedded />` (with `<LatchProvider modal={false}>`) to show it inside the page.
 * Its code is split: the modal's shell (the dialog and its Connect view) is a chunk fetched
 * once the page is idle (or when the pointer heads for `ConnectButton`), so that the first
 * click shows it at once; every other view is a chunk fetched as the modal shows. Once the
 * shell is here, the closed overlay renders it hidden in an `<Activity>` (at React's lowest
 * priority, its effects not run until it shows), so that opening reveals it rather than
 * building it.
 *
 * @example
 * <LatchProvider client={latch} modal={false}>
 *   <LatchModal embedded />
 * </LatchProvider>
 */
export function LatchModal({ embedded: embeddedProp = false }: LatchModalProps) {
  const client = useLatch()
  const open = useLatchState((state) => state.open)
  // A client made with `embedded: true` shows the modal in place too.
  const embedded = useLatchState((state) => state.embedded) || embeddedProp
  const dialog = useModalDialogChunk()
  const machines = useMachines(client, embedded)

  useEffect(() => prefetchModalDialogWhenIdle(client), [client])

  // Each opening (and an embedded modal's first render) loads the chunk, or tries again.
  useEffect(() => {
    if (!open && !embedded) return
    loadModalDialog().catch(() => {
      // Nothing can show: the modal is not open (ConnectButton says why).
      if (!embedded) client.close()
    })
  }, [client, open, embedded])

  if (embedded) {
    if (machines.status === 'failed' || dialog.status === 'failed') {
      return (
        <LoadFailedAlert
          alert={runtimeLoadFailedAlert}
          action={{
            label: t('common.tryAgain'),
            run: () => {
              machines.retry()
              loadModalDialog().catch(() => {})
            },
          }}
        />
      )
    }
    if (machines.status !== 'running' || !dialog.module) return null
    return <dialog.module.ModalDialog embedded />
  }
  if (!dialog.module || (!open && !hasActivity)) return null
  const modal = <dialog.module.ModalDialog embedded={false} />
  return hasActivity ? <Activity mode={open ? 'visible' : 'hidden'}>{modal}</Activity> : modal
}
