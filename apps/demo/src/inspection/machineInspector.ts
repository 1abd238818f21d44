import type { LatchConfig } from '@latch/core'
import { type ActorNode, actorTreeOf, type InspectedActor } from './actorTree.js'

/** XState's inspection event, as `createLatch({ inspect })` passes it. */
export type InspectionEvent = Parameters<NonNullable<LatchConfig['inspect']>>[0]

/** An event an actor of the system received. */
export type InspectedEvent = {
  /** Its place in the whole run: a row keeps its key while older rows drop off. */
  sequence: number
  /** The actor that received it. */
  actorId: string
  /** The actor that sent it; none for an event sent from outside (the client's calls). */
  sourceId: string | undefined
  type: string
}

/** What the panel shows. */
export type MachineInspection = {
  /** The root machine and its children; none until the machines run (they load on first use). */
  tree: ActorNode | undefined
  /** The last events, newest first. */
  events: readonly InspectedEvent[]
}

export type MachineInspector = {
  /** For `createLatch({ inspect })`: it sees every actor of the client's system. */
  inspect: (event: InspectionEvent) => void
  /** For `useSyncExternalStore`. */
  subscribe: (listener: () => void) => () => void
  getSnapshot: () => MachineInspection
}

export type CreateMachineInspectorParameters = {
  /** How many events the log keeps. */
  eventLimit?: number
}

function idOf(actor: InspectedActor): string {
  const { id } = actor as { id?: unknown }
  return typeof id === 'string' ? id : actor.sessionId
}

/**
 * Turns XState's inspection stream into what the Machines panel shows: the actor tree, read
 * from the live actors, and the last events. The inspector runs inside every transition of
 * every machine, so it only records; the tree is built when the panel reads it, once per
 * change, and listeners hear of a burst of events once (a microtask later).
 *
 * @example
 * const inspector = createMachineInspector({ eventLimit: 20 })
 * const latch = createLatch({ networks, inspect: inspector.inspect })
 * inspector.subscribe(() => console.debug(inspector.getSnapshot().tree))
 */
export function createMachineInspector({
  eventLimit = 40,
}: CreateMachineInspectorParameters = {}): MachineInspector {
  let root: InspectedActor | undefined
  const events: InspectedEvent[] = []
  let sequence = 0

  let version = 0
  let builtVersion = -1
  let inspection: MachineInspection = { tree: undefined, events: [] }

  const listeners = new Set<() => void>()
  let scheduled = false
  function changed() {
    version += 1
    if (scheduled) return
    scheduled = true
    queueMicrotask(() => {
      scheduled = false
      for (const listener of [...listeners]) listener()
    })
  }

  return {
    inspect(event) {
      // Every event names the system's root (`rootId`): its snapshot lists the other actors.
      if (!root && event.actorRef.sessionId === event.rootId) root = event.actorRef
      switch (event.type) {
        case '@xstate.event':
          sequence += 1
          events.unshift({
            sequence,
            actorId: idOf(event.actorRef),
            sourceId: event.sourceRef ? idOf(event.sourceRef) : undefined,
            type: event.event.type,
          })
          events.length = Math.min(events.length, eventLimit)
          changed()
          break
        // A new actor or a new snapshot changes the tree; the steps and actions of a
        // transition end in a snapshot, so they need no render of their own.
        case '@xstate.actor':
        case '@xstate.snapshot':
          changed()
          break
      }
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot() {
      if (builtVersion !== version) {
        builtVersion = version
        inspection = { tree: root && actorTreeOf(root), events: [...events] }
      }
      return inspection
    },
  }
}
