// Test-only (excluded from the build): walks a machine with @xstate/graph and reports which
// state nodes and which transitions of its definition no path reached. Machine tests assert
// that both lists are empty, so a state or branch added without a test fails the suite.
import { getAdjacencyMap, getStateNodes } from '@xstate/graph'
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type ContextFrom,
  createEmptyActor,
  type EventFromLogic,
  type EventObject,
  type InputFrom,
} from 'xstate'

/** Events an invoked actor or a delay sends; the machine's own event types do not list them. */
export type InternalEvent = { type: `xstate.${string}`; output?: unknown; error?: unknown }

export type MachineCoverageOptions<TMachine extends AnyStateMachine> = {
  /** Events tried in every reached state, each payload variant a separate event. */
  events: readonly (EventFromLogic<TMachine> | InternalEvent)[]
  input?: InputFrom<TMachine>
  /** The part of the context that tells states apart; keeps the walk finite. */
  serializeContext?: (context: ContextFrom<TMachine>) => unknown
  /** Upper bound on states visited. */
  limit?: number
}

export type MachineCoverage = {
  states: readonly string[]
  transitions: readonly string[]
  unreachedStates: readonly string[]
  untakenTransitions: readonly string[]
}

type TransitionLike = {
  source: AnyStateNode
  target?: readonly AnyStateNode[] | undefined
  eventType: string
}

function transitionLabel(transition: TransitionLike, index: number): string {
  const targets = transition.target?.map((node) => node.id).join(',') ?? '(self)'
  return `${transition.source.id} --${transition.eventType || 'always'}#${index}--> ${targets}`
}

function definedTransitions(machine: AnyStateMachine): Map<TransitionLike, string> {
  const labels = new Map<TransitionLike, string>()
  for (const node of [machine.root, ...getStateNodes(machine.root)]) {
    for (const list of node.transitions.values()) {
      list.forEach((transition, index) => {
        labels.set(transition, transitionLabel(transition, index))
      })
    }
    node.always?.forEach((transition, index) => {
      labels.set(transition, transitionLabel(transition, index))
    })
  }
  return labels
}

/** Event types the machine defines itself (delays, actor done/error) that tests rarely list. */
function internalEventTypes(machine: AnyStateMachine): string[] {
  const types = new Set<string>()
  for (const node of getStateNodes(machine.root)) {
    for (const type of node.transitions.keys()) {
      if (type.startsWith('xstate.after.')) types.add(type)
    }
  }
  return [...types]
}

function isActive(snapshot: AnyMachineSnapshot, node: AnyStateNode): boolean {
  return snapshot._nodes.includes(node)
}

export function machineCoverage<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: MachineCoverageOptions<TMachine>,
): MachineCoverage {
  const given = new Set((options.events as readonly EventObject[]).map((event) => event.type))
  const events = [
    ...options.events,
    ...internalEventTypes(machine)
      .filter((type) => !given.has(type))
      .map((type) => ({ type })),
  ]
  const serializeContext = options.serializeContext ?? ((context: unknown) => context)
  const adjacency = getAdjacencyMap(machine as AnyStateMachine, {
    // An actor's done or error event only comes while that actor runs; sent at any other
    // time, XState rightly treats the error as unhandled and the walk learns nothing.
    events: (snapshot: AnyMachineSnapshot) =>
      (events as EventObject[]).filter((event) => {
        const actorId = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1]
        return (
          actorId === undefined ||
          snapshot._nodes.some((node) => node.invoke.some((invoke) => invoke.id === actorId))
        )
      }),
    ...(options.input === undefined ? {} : { input: options.input as never }),
    limit: options.limit ?? 5_000,
    serializeState: (snapshot) =>
      JSON.stringify([
        snapshot.status,
        snapshot.value,
        serializeContext(snapshot.context as never),
      ]),
    // Amounts of base units travel as bigint.
    serializeEvent: (event) =>
      JSON.stringify(event, (_, value) => (typeof value === 'bigint' ? `${value}n` : value)),
  })

  const transitions = definedTransitions(machine)
  const taken = new Set<string>()
  const reached = new Set<string>()
  type Entry = { state: unknown; transitions: Record<string, { event: EventObject }> }
  for (const { state, transitions: next } of Object.values(adjacency) as Entry[]) {
    const snapshot = state as AnyMachineSnapshot
    for (const node of snapshot._nodes) reached.add(node.id)
    for (const { event } of Object.values(next)) {
      for (const transition of machine.getTransitionData(snapshot, event)) {
        const label = transitions.get(transition)
        if (label) taken.add(label)
      }
      const steps = [snapshot, ...machine.microstep(snapshot, event, mockScope())]
      for (let index = 2; index < steps.length; index++) {
        const before = steps[index - 1] as AnyMachineSnapshot
        const after = steps[index] as AnyMachineSnapshot
        for (const [transition, label] of transitions) {
          if (transition.eventType !== '' || !isActive(before, transition.source)) continue
          if ((transition.target ?? []).every((target) => isActive(after, target))) taken.add(label)
        }
      }
    }
  }

  const states = getStateNodes(machine.root).map((node) => node.id)
  const allTransitions = [...transitions.values()]
  return {
    states,
    transitions: allTransitions,
    unreachedStates: states.filter((id) => !reached.has(id)),
    untakenTransitions: allTransitions.filter((label) => !taken.has(label)),
  }
}

function mockScope() {
  const self = createEmptyActor()
  return {
    self,
    logger: () => {},
    id: '',
    sessionId: 'coverage',
    defer: () => {},
    system: self.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  } as never
}

/** Coverage of several walks of the same machine (for example, from different inputs). */
export function mergeCoverage(...walks: readonly MachineCoverage[]): MachineCoverage {
  const first = walks[0]
  if (!first) throw new Error('mergeCoverage needs at least one walk')
  const everyWalkMisses = (pick: (walk: MachineCoverage) => readonly string[]) =>
    pick(first).filter((item) => walks.every((walk) => pick(walk).includes(item)))
  return {
    states: first.states,
    transitions: first.transitions,
    unreachedStates: everyWalkMisses((walk) => walk.unreachedStates),
    untakenTransitions: everyWalkMisses((walk) => walk.untakenTransitions),
  }
}
