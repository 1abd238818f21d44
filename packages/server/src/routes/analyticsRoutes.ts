import { Hono } from 'hono'
import { analyticsEventSchema, refusedAnalyticsEvents } from '../analytics/analyticsEvent.js'
import { storeAnalyticsEvent } from '../analytics/analyticsStore.js'
import type { Queryable } from '../db/database.js'
import { RequestError } from '../http/requestError.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { validate } from '../http/validate.js'

/**
 * `POST /e` with a JSON body (`application/json`, or `text/plain` as `sendBeacon` posts):
 * 202 `{ accepted: true }` once stored (a resent `eventId` is stored once), 200
 * `{ accepted: false, reason: 'analytics_disabled' }` for a project without analytics,
 * 400 for a bad body or a refused event (MODAL_CREATED).
 */
export function analyticsRoutes(db: Queryable): Hono<ServiceEnv> {
  return new Hono<ServiceEnv>().post('/e', async (c) => {
    let body: unknown
    try {
      body = JSON.parse(await c.req.text())
    } catch {
      throw new RequestError(400, 'invalid_request', 'Invalid body: not JSON')
    }
    const event = validate(analyticsEventSchema, body, 'body')
    if (refusedAnalyticsEvents.includes(event.props.event)) {
      throw new RequestError(
        400,
        'event_not_accepted',
        `Event ${event.props.event} is not accepted`,
        'props.event',
      )
    }
    const project = c.get('project')
    if (!project.analyticsEnabled) {
      return c.json({ accepted: false, reason: 'analytics_disabled' }, 200)
    }
    await storeAnalyticsEvent(db, project.id, event)
    return c.json({ accepted: true }, 202)
  })
}
