import { matchesOriginPattern } from '@latch/core/internal'
import type { ClientKeyOptions, RateLimiter } from '@latch/relay'
import type { MiddlewareHandler } from 'hono'
import * as z from 'zod'
import { projectIdSchema } from '../projects/project.js'
import type { ProjectLookup } from '../projects/projectStore.js'
import { clientKey } from './clientAddress.js'
import { RequestError } from './requestError.js'
import type { ServiceEnv } from './serviceEnv.js'
import { validate } from './validate.js'

const sdkText = z
  .string()
  .max(64)
  .regex(/^[\w.@/+-]*$/, 'must be letters, digits or . @ / + - _')

const sdkQuerySchema = z.object({
  projectId: projectIdSchema,
  st: sdkText.optional(),
  sv: sdkText.optional(),
  clientId: z
    .string()
    .max(128)
    .regex(/^[\w.:-]*$/, 'must be letters, digits or . : - _')
    .optional(),
})

export type ProjectGateOptions = {
  findProject: ProjectLookup
  /** Origin patterns every project allows, besides its own. */
  serverAllowedOrigins: readonly string[]
  rateLimiter: RateLimiter | undefined
  /** How clients are told apart (`X-Forwarded-For`, IPv6 networks; see clientAddress.ts). */
  clients: ClientKeyOptions
}

const preflightMaxAgeSeconds = 600

/**
 * What runs before every config-service route:
 * 1. `projectId` (and `st`, `sv`, `clientId`) validated: 400 otherwise;
 * 2. the project looked up: 403 `project_not_found` otherwise;
 * 3. CORS: a request with an `Origin` is answered only when the origin matches the
 *    project's allowed origins (or the server's): preflights get 204, others go on, with
 *    `Access-Control-Allow-Origin` set to that origin; any other origin gets 403
 *    `origin_not_allowed` with no CORS headers;
 * 4. the rate limit per client (an address, or an IPv6 network) and project: 429 with `Retry-After` past it.
 *
 * Errors of steps 1 and 2 carry `Access-Control-Allow-Origin: *` so a browser client can
 * read why (they hold no project data); later errors carry the project's CORS headers.
 */
export function projectGate(options: ProjectGateOptions): MiddlewareHandler<ServiceEnv> {
  return async (c, next) => {
    let query: z.output<typeof sdkQuerySchema>
    let project: Awaited<ReturnType<ProjectLookup>>
    try {
      query = validate(sdkQuerySchema, c.req.query(), 'query')
      project = await options.findProject(query.projectId)
      if (!project) {
        throw new RequestError(
          403,
          'project_not_found',
          `Project "${query.projectId}" is not configured on this server`,
        )
      }
    } catch (error) {
      if (error instanceof RequestError) error.headers['access-control-allow-origin'] = '*'
      throw error
    }

    const origin = c.req.header('origin')
    if (origin !== undefined) {
      const patterns = [...project.allowedOrigins, ...options.serverAllowedOrigins]
      if (!patterns.some((pattern) => matchesOriginPattern(origin, pattern))) {
        throw new RequestError(
          403,
          'origin_not_allowed',
          `Origin ${origin} is not on the allowlist of project "${project.id}"`,
        )
      }
      c.header('access-control-allow-origin', origin)
      c.header('vary', 'Origin', { append: true })
      c.header('access-control-expose-headers', 'Retry-After')
      if (c.req.method === 'OPTIONS') {
        c.header('access-control-allow-methods', 'GET, POST, DELETE, OPTIONS')
        // Authorization: a SIWX sign-out carries its token there.
        c.header('access-control-allow-headers', 'Content-Type, Authorization')
        c.header('access-control-max-age', String(preflightMaxAgeSeconds))
        return c.body(null, 204)
      }
    }

    if (options.rateLimiter) {
      const decision = options.rateLimiter.hit(`${clientKey(c, options.clients)}|${project.id}`)
      if (!decision.allowed) {
        throw new RequestError(
          429,
          'rate_limited',
          `Too many requests; retry after ${decision.retryAfterSeconds} s`,
          undefined,
          { 'retry-after': String(decision.retryAfterSeconds) },
        )
      }
    }

    c.set('project', project)
    c.set('sdk', {
      projectId: query.projectId,
      ...(query.st === undefined ? {} : { sdkType: query.st }),
      ...(query.sv === undefined ? {} : { sdkVersion: query.sv }),
      ...(query.clientId === undefined ? {} : { clientId: query.clientId }),
    })
    return next()
  }
}
