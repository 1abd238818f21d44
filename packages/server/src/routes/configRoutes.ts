import { Hono } from 'hono'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { toFeatureEntries } from '../projects/featureEntries.js'

/**
 * `GET /appkit/v1/config` → `{ features: [{ id, isEnabled, config }] }`,
 * `GET /projects/v1/origins` → `{ allowedOrigins }`,
 * `GET /getAnalyticsConfig` → `{ isAnalyticsEnabled }`.
 */
export function configRoutes(serverAllowedOrigins: readonly string[]): Hono<ServiceEnv> {
  return new Hono<ServiceEnv>()
    .get('/appkit/v1/config', (c) =>
      c.json({ features: toFeatureEntries(c.get('project').features) }),
    )
    .get('/projects/v1/origins', (c) => {
      const allowedOrigins = [
        ...new Set([...c.get('project').allowedOrigins, ...serverAllowedOrigins]),
      ]
      return c.json({ allowedOrigins })
    })
    .get('/getAnalyticsConfig', (c) =>
      c.json({ isAnalyticsEnabled: c.get('project').analyticsEnabled }),
    )
}
