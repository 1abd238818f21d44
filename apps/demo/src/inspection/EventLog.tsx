import { useId } from 'react'
import type { InspectedEvent } from './machineInspector.js'

/**
 * The last events the system's actors received, newest first, in a box that scrolls. The
 * box takes the keyboard focus so that it scrolls without a mouse. It is not a live region:
 * a click sends dozens of events, and announcing each would drown a screen reader.
 */
export function EventLog({ events }: { events: readonly InspectedEvent[] }) {
  const captionId = useId()
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus
    <section className="event-log" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>Last events, newest first</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Actor</th>
            <th scope="col">Event</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {events.length === 0 ? (
            <tr>
              <td colSpan={4} className="hint">
                No events yet.
              </td>
            </tr>
          ) : (
            events.map((event) => (
              <tr key={event.sequence}>
                <td>{event.sequence}</td>
                <td>
                  <code>{event.actorId}</code>
                </td>
                <td>
                  <code>{event.type}</code>
                </td>
                <td>
                  {event.sourceId ? (
                    <code>{event.sourceId}</code>
                  ) : (
                    <span className="hint">outside</span>
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  )
}
