import { Hono } from 'hono'
import * as z from 'zod'
import type { Queryable } from '../db/database.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { validate } from '../http/validate.js'
import { listAnalyticsEvents } from './analyticsStore.js'

/** How many of a project's events the development listing returns, the most recent. */
const listedEvents = 200

/**
 * Development only (`--dev`): `GET /dev/analytics/{projectId}` → `{ events }`, the project's
 * last stored analytics events, oldest first, so that a developer (and the browser journeys)
 * can see what the modal sent. No project gate: it is never mounted outside development.
 */
export function devAnalyticsRoutes(db: Queryable): Hono<ServiceEnv> {
  return new Hono<ServiceEnv>().get('/dev/analytics/:projectId', async (c) => {
    const { projectId } = validate(
      z.object({ projectId: z.string().regex(/^[\w-]{1,128}$/, 'must be a project id') }),
      { projectId: c.req.param('projectId') },
      'path',
    )
    const events = await listAnalyticsEvents(db, projectId)
    return c.json({ events: events.slice(-listedEvents) })
  })
}
