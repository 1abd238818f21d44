import { connect, createLatch, type LatchClient, memoryBackend } from '@latch/core'
import { testAdapter } from '@latch/core/conformance'
import { mainnet } from '@latch/core/networks'
import { act, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MachinesPanel } from './MachinesPanel.js'
import {
  createMachineInspector,
  type MachineInspection,
  type MachineInspector,
} from './machineInspector.js'

const clients: LatchClient[] = []

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

async function inspectedLatch() {
  const inspector = createMachineInspector()
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

/** An inspector whose subscriptions are spies, showing one fixed inspection. */
function fixedInspector(inspection: MachineInspection) {
  const unsubscribe = vi.fn()
  const inspector: MachineInspector = {
    inspect: () => {},
    subscribe: vi.fn(() => unsubscribe),
    getSnapshot: () => inspection,
  }
  return { inspector, unsubscribe }
}

/** Each actor's line as it reads ("modal: open.still"). */
const actorLines = () => [...document.querySelectorAll('.actor')].map((line) => line.textContent)

describe('MachinesPanel', () => {
  it('default: a labelled region that says the machines start on first use', () => {
    render(<MachinesPanel inspector={createMachineInspector()} />)
    const region = screen.getByRole('region', { name: 'Machines' })
    expect(within(region).getByText(/The machines load on first use/)).toBeTruthy()
    expect(within(region).queryByRole('list', { name: 'Actor tree' })).toBeNull()
  })

  it('behavior: follows the machines live as the visitor opens the modal and connects', async () => {
    const { inspector, latch } = await inspectedLatch()
    render(<MachinesPanel inspector={inspector} />)
    expect(actorLines()).toContain('modal: closed')
    expect(actorLines()).toContain('connection.eip155: disconnected')

    await act(async () => latch.open())
    expect(actorLines()).toContain('modal: open.still')
    expect(actorLines()).not.toContain('modal: closed')

    await act(() => connect(latch, { connectorId: 'injected' }))
    expect(actorLines()).toContain('connection.eip155: connected.ready')
    expect(actorLines()).toContain('router: navigation, farcaster.idle — view Account')
    const log = screen.getByRole('region', { name: 'Last events, newest first' })
    expect(within(log).getAllByText('connection.connect').length).toBeGreaterThan(0)
  })

  it('behavior: a new client’s inspector replaces the old one, which is unsubscribed', () => {
    const tree = (state: string) => ({
      key: 'x:0',
      id: 'latch',
      systemId: undefined,
      state,
      detail: undefined,
      children: [],
    })
    const first = fixedInspector({ tree: tree('first'), events: [] })
    const second = fixedInspector({ tree: tree('second'), events: [] })
    const { rerender, unmount } = render(<MachinesPanel inspector={first.inspector} />)
    expect(actorLines()).toContain('latch: first')

    rerender(<MachinesPanel inspector={second.inspector} />)
    expect(actorLines()).toContain('latch: second')
    expect(first.unsubscribe).toHaveBeenCalledTimes(1)
    expect(second.unsubscribe).not.toHaveBeenCalled()

    unmount()
    expect(second.unsubscribe).toHaveBeenCalledTimes(1)
  })
})
