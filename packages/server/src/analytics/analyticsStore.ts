import type { Queryable } from '../db/database.js'
import type { AnalyticsEvent } from './analyticsEvent.js'

/** Stores an event once per project and `eventId`; `false` when it was stored before. */
export async function storeAnalyticsEvent(
  db: Queryable,
  projectId: string,
  event: AnalyticsEvent,
): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO analytics_events
       (project_id, event_id, event, url, domain, address, props, client_timestamp)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, to_timestamp($8::double precision / 1000))
     ON CONFLICT (project_id, event_id) DO NOTHING`,
    [
      projectId,
      event.eventId,
      event.props.event,
      event.url,
      event.domain,
      event.props.address ?? null,
      JSON.stringify(event.props),
      event.timestamp,
    ],
  )
  return rowCount > 0
}

export type StoredAnalyticsEvent = {
  eventId: string
  event: string
  url: string
  domain: string
  address: string | null
  props: Record<string, unknown>
  clientTimestamp: number
}

/** A project's events, oldest first (for reports and tests). */
export async function listAnalyticsEvents(
  db: Queryable,
  projectId: string,
): Promise<StoredAnalyticsEvent[]> {
  const { rows } = await db.query<{
    event_id: string
    event: string
    url: string
    domain: string
    address: string | null
    props: Record<string, unknown>
    client_ms: number
  }>(
    `SELECT event_id, event, url, domain, address, props,
       (extract(epoch FROM client_timestamp) * 1000)::float8 AS client_ms
     FROM analytics_events WHERE project_id = $1 ORDER BY id`,
    [projectId],
  )
  return rows.map((row) => ({
    eventId: row.event_id,
    event: row.event,
    url: row.url,
    domain: row.domain,
    address: row.address,
    props: row.props,
    clientTimestamp: Math.round(Number(row.client_ms)),
  }))
}
