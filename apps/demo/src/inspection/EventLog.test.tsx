import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { EventLog } from './EventLog.js'

const events = [
  { sequence: 3, actorId: 'router', sourceId: 'modal', type: 'router.reset' },
  { sequence: 2, actorId: 'modal', sourceId: 'latch', type: 'modal.open' },
  { sequence: 1, actorId: 'latch', sourceId: undefined, type: 'modal.open' },
]

describe('EventLog', () => {
  it('default: a row per event, in the order given (newest first), with its columns', () => {
    render(<EventLog events={events} />)
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1)
    expect(rows.map((row) => row.textContent)).toEqual([
      '3routerrouter.resetmodal',
      '2modalmodal.openlatch',
      '1latchmodal.openoutside',
    ])
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      '#',
      'Actor',
      'Event',
      'From',
    ])
  })

  it('behavior: a labelled region that the keyboard reaches, so that it scrolls without a mouse', () => {
    render(<EventLog events={events} />)
    const region = screen.getByRole('region', { name: 'Last events, newest first' })
    expect(region.tabIndex).toBe(0)
    region.focus()
    expect(document.activeElement).toBe(region)
    // Not live: a screen reader is not read every event.
    expect(region.getAttribute('aria-live')).toBeNull()
  })

  it('behavior: no events yet says so', () => {
    render(<EventLog events={[]} />)
    expect(screen.getByText('No events yet.')).toBeTruthy()
  })
})
