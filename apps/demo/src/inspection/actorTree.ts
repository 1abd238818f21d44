import type { RouterContext } from '@latch/core/machines'
import { stateValueText } from './stateValueText.js'

/**
 * What the tree reads of an actor: XState's `ActorRef`, of which inspection events promise
 * only `sessionId` and `getSnapshot` (the id and system id are read where they exist).
 */
export type InspectedActor = {
  sessionId: string
  getSnapshot: () => unknown
}

/** One actor as the panel shows it, with the actors it runs now. */
export type ActorNode = {
  /** Unique within its system (the session id), so it keys the actor's row. */
  key: string
  /** Its id among its parent's children, such as `modal` or `connection.eip155`. */
  id: string
  /** The name the system knows it by, shown only where it differs from the id. */
  systemId: string | undefined
  /** A machine's state value ("open.still"); the status ("active") of other logic. */
  state: string
  /** What the state value does not say, such as the view the router shows. */
  detail: string | undefined
  children: readonly ActorNode[]
}

type Fields = Readonly<Record<string, unknown>>

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function stringOf(record: unknown, key: string): string | undefined {
  const value = isRecord(record) ? record[key] : undefined
  return typeof value === 'string' ? value : undefined
}

function isActor(value: unknown): value is InspectedActor {
  return (
    isRecord(value) &&
    typeof value.sessionId === 'string' &&
    typeof value.getSnapshot === 'function'
  )
}

function isRouterContext(context: unknown): context is Pick<RouterContext, 'history'> {
  return isRecord(context) && Array.isArray(context.history)
}

/**
 * The router keeps the view on screen in its context (the last entry of its history), not in
 * its state value, which only says that it navigates: the panel names the view beside it.
 * Read here rather than with core's `currentView`, whose module holds the router machine:
 * importing it would put XState in the page's first bytes, before any machine is needed.
 */
function detailOf(systemId: string | undefined, snapshot: Fields): string | undefined {
  if (systemId === 'router' && isRouterContext(snapshot.context)) {
    const view = stringOf(snapshot.context.history.at(-1), 'view')
    return view === undefined ? undefined : `view ${view}`
  }
  return undefined
}

/**
 * The actor and, recursively, the children its snapshot lists now: the machines a parent
 * spawned or invoked, and the promises and callbacks they run. A child that has stopped is
 * gone from its parent's snapshot, so it is gone from the tree.
 */
export function actorTreeOf(actor: InspectedActor): ActorNode {
  const read = actor.getSnapshot()
  // An actor reported as it is created has no snapshot until its logic starts.
  const snapshot: Fields = isRecord(read) ? read : {}
  const id = stringOf(actor, 'id') ?? actor.sessionId
  const systemId = stringOf(actor, 'systemId')
  const children = isRecord(snapshot.children) ? Object.values(snapshot.children) : []
  return {
    key: actor.sessionId,
    id,
    systemId: systemId === id ? undefined : systemId,
    // A machine without states of its own (the root) has an empty value: its status says more.
    state: stateValueText(snapshot.value) || (stringOf(snapshot, 'status') ?? 'starting'),
    detail: detailOf(systemId, snapshot),
    children: children.filter(isActor).map(actorTreeOf),
  }
}
