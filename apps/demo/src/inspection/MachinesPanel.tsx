import { useSyncExternalStore } from 'react'
import { ActorTree } from './ActorTree.js'
import { EventLog } from './EventLog.js'
import type { MachineInspector } from './machineInspector.js'

/**
 * The client's machines, live: the actor tree and the last events, as XState's inspector
 * reports them. It reads the inspector of the client it is given: when the demo replaces the
 * client, the new inspector comes with it and the old one is no longer subscribed.
 */
export function MachinesPanel({ inspector }: { inspector: MachineInspector }) {
  const { tree, events } = useSyncExternalStore(inspector.subscribe, inspector.getSnapshot)
  return (
    <section aria-labelledby="machines-title" className="machines">
      <h2 id="machines-title">Machines</h2>
      <p>
        Every lifecycle of the client is a state machine in one XState system, passed to{' '}
        <code>{'createLatch({ inspect })'}</code>: each actor with its state, and the events they
        receive as you use the modal.
      </p>
      {tree ? (
        <div className="machines-grid">
          <ActorTree root={tree} />
          <EventLog events={events} />
        </div>
      ) : (
        <p className="hint">The machines load on first use: open the modal to start them.</p>
      )}
    </section>
  )
}
