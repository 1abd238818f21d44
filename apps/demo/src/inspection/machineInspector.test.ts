import { connect, createLatch, type LatchClient, memoryBackend } from '@latch/core'
import { testAdapter } from '@latch/core/conformance'
import { mainnet } from '@latch/core/networks'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ActorNode } from './actorTree.js'
import { createMachineInspector } from './machineInspector.js'

const clients: LatchClient[] = []

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

/** A client of the demo's shape (one EVM adapter) that reports to a new inspector. */
async function inspectedLatch(eventLimit?: number) {
  const inspector = createMachineInspector(eventLimit === undefined ? {} : { eventLimit })
  const latch = createLatch({
    networks: [mainnet],
    adapters: [testAdapter('eip155', mainnet.caipNetworkId)],
    storage: memoryBackend(),
    inspect: inspector.inspect,
  })
  clients.push(latch)
  await latch.preload()
  return { inspector, latch }
}

function rows(node: ActorNode | undefined): string[] {
  if (!node) return []
  return [`${node.id}: ${node.state}`, ...node.children.flatMap(rows)]
}

/** A microtask later: when the inspector tells its listeners. */
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe('createMachineInspector', () => {
  it('default: nothing to show before any machine has reported', () => {
    const inspector = createMachineInspector()
    expect(inspector.getSnapshot()).toEqual({ tree: undefined, events: [] })
  })

  it('behavior: the tree is the root machine and each child by its system id', async () => {
    const { inspector } = await inspectedLatch()
    const { tree } = inspector.getSnapshot()
    expect(tree?.id).toBe('latch')
    expect(tree?.children.map((child) => child.id)).toEqual(
      expect.arrayContaining(['router', 'modal', 'snackbar', 'network', 'walletRequest']),
    )
    expect(rows(tree)).toEqual(expect.arrayContaining(['modal: closed']))
  })

  it('behavior: the tree follows the machines as the visitor opens the modal and connects', async () => {
    const { inspector, latch } = await inspectedLatch()
    latch.open()
    await vi.waitFor(() =>
      expect(rows(inspector.getSnapshot().tree)).toContain('modal: open.still'),
    )
    await connect(latch, { connectorId: 'injected' })
    const { tree, events } = inspector.getSnapshot()
    expect(rows(tree)).toEqual(expect.arrayContaining(['connection.eip155: connected.ready']))
    const router = tree?.children.find((child) => child.id === 'router')
    expect(router?.detail).toBe('view Account')
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actorId: 'connection.eip155', type: 'connection.connect' }),
        expect.objectContaining({ actorId: 'modal', type: 'modal.open', sourceId: 'latch' }),
        // The client's own call reaches the root from outside the system.
        expect.objectContaining({ actorId: 'latch', type: 'modal.open', sourceId: undefined }),
      ]),
    )
  })

  it('behavior: the log keeps the last events, newest first, each numbered once', async () => {
    const { inspector, latch } = await inspectedLatch(5)
    latch.open()
    latch.close()
    latch.open()
    await vi.waitFor(() =>
      expect(rows(inspector.getSnapshot().tree)).toContain('modal: open.still'),
    )
    const { events } = inspector.getSnapshot()
    expect(events).toHaveLength(5)
    const numbers = events.map((event) => event.sequence)
    expect(numbers).toEqual([...numbers].sort((a, b) => b - a))
    expect(new Set(numbers).size).toBe(5)
  })

  it('behavior: one snapshot per change, the same one while nothing changes', async () => {
    const { inspector, latch } = await inspectedLatch()
    const before = inspector.getSnapshot()
    expect(inspector.getSnapshot()).toBe(before)
    latch.open()
    await vi.waitFor(() => expect(inspector.getSnapshot()).not.toBe(before))
  })

  it('behavior: listeners hear of a burst of events once, and not after they unsubscribe', async () => {
    const { inspector, latch } = await inspectedLatch()
    const listener = vi.fn()
    const unsubscribe = inspector.subscribe(listener)
    latch.open()
    await settled()
    // Opening sends several events through several machines, all in one task.
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
    latch.close()
    await settled()
    expect(listener).toHaveBeenCalledTimes(1)
  })
})
