import { isSafePageUrl } from '@latch/core/internal'
import * as z from 'zod'

/** Events the modal never sends (SPEC.md §7): the server refuses them. */
export const refusedAnalyticsEvents: readonly string[] = ['MODAL_CREATED']

const maxClockSkewMs = 24 * 60 * 60 * 1000

/**
 * The body of `POST /e`: `{ eventId, url, domain, timestamp, props: { event, type?,
 * address?, properties? } }`; `timestamp` in milliseconds since the epoch.
 */
export const analyticsEventSchema = z.object({
  eventId: z.string().regex(/^[\w-]{1,128}$/, 'must be 1–128 letters, digits, _ or -'),
  url: z.string().max(2048).refine(isSafePageUrl, 'must be an https (or loopback http) URL'),
  domain: z
    .string()
    .max(253)
    .regex(/^[a-z0-9.-]+$|^\[[0-9a-f:]+\]$/i, 'must be a host name'),
  timestamp: z
    .number()
    .int()
    .min(0)
    .refine((value) => value <= Date.now() + maxClockSkewMs, 'must not be in the future'),
  props: z
    .object({
      event: z.string().regex(/^[A-Z][A-Z0-9_]{0,63}$/, 'must be an event name in UPPER_CASE'),
      type: z.enum(['track', 'error']).optional(),
      address: z.string().max(256).optional(),
      properties: z.record(z.string(), z.unknown()).optional(),
    })
    .loose(),
})
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
