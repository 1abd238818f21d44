import type { MiddlewareHandler } from 'hono'
import * as z from 'zod'
import { RequestError } from './requestError.js'

/**
 * A fault the server injects for end-to-end fault tests (README "Fault injection"). Off
 * unless configured. `path` is a pattern: `*` is one path segment (or part of one), `**`
 * anything; `method` narrows it; `times` stops after that many matching requests.
 */
export type FaultRule = {
  path: string
  method?: 'GET' | 'POST' | undefined
  /** Answer with this status (a JSON error; 429 also carries `Retry-After: 1`). */
  status?: number | undefined
  /** Answer 200 with a body that is not JSON. */
  garbage?: boolean | undefined
  /** Wait this long first (then answer normally unless `status` or `garbage`). */
  delayMs?: number | undefined
  times?: number | undefined
}

const faultRuleSchema = z
  .object({
    path: z
      .string()
      .regex(/^\/[\w./*{}-]*$/, 'must be a path pattern such as /v1/account/*/balance'),
    method: z.enum(['GET', 'POST']).optional(),
    status: z.int().min(400).max(599).optional(),
    garbage: z.boolean().optional(),
    delayMs: z.int().min(0).max(120_000).optional(),
    times: z.int().min(1).optional(),
  })
  .refine(
    (rule) => rule.status !== undefined || rule.garbage === true || rule.delayMs !== undefined,
    'a fault needs status, garbage or delayMs',
  )
  .refine((rule) => !(rule.status !== undefined && rule.garbage), 'status or garbage, not both')
export const faultRulesSchema = z.array(faultRuleSchema).max(100)

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split(/(\*\*|\*)/)
    .map((part) =>
      part === '**' ? '.*' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('')
  return new RegExp(`^${source}$`)
}

const codeOf = (status: number) =>
  status === 429
    ? 'rate_limited'
    : status === 404
      ? 'not_found'
      : status >= 500
        ? 'internal_error'
        : 'invalid_request'

/**
 * The fault-injection middleware: the first rule matching the request's method and path
 * applies. Mounted after the project gate, so injected answers carry the project's CORS
 * headers and a browser can read them.
 */
export function faultInjection(rules: readonly FaultRule[]): MiddlewareHandler {
  const compiled = rules.map((rule) => ({ rule, pattern: patternToRegExp(rule.path), used: 0 }))
  return async (c, next) => {
    const entry = compiled.find(
      ({ rule, pattern, used }) =>
        (rule.method === undefined || rule.method === c.req.method) &&
        (rule.times === undefined || used < rule.times) &&
        pattern.test(c.req.path),
    )
    if (!entry) return next()
    entry.used += 1
    const { rule } = entry
    if (rule.delayMs) await new Promise((resolve) => setTimeout(resolve, rule.delayMs))
    if (rule.garbage) {
      c.header('content-type', 'application/json')
      return c.body('<<injected fault: not JSON', 200)
    }
    if (rule.status !== undefined) {
      throw new RequestError(
        rule.status as 500,
        codeOf(rule.status),
        `Injected fault (${rule.status}) for ${c.req.method} ${c.req.path}`,
        undefined,
        rule.status === 429 ? { 'retry-after': '1' } : {},
      )
    }
    return next()
  }
}
