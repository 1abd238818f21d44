// Test-only: Leather's provider with Leather's own RPC schemas (@leather.io/rpc) between it
// and its caller, so that a method name, a parameter or a result field of either side that
// Leather does not define fails the test.

import type { LeatherTestProvider } from '@latch/testkit/wallet'
import {
  createRpcErrorResponseSchema,
  createRpcSuccessResponseSchema,
  defaultErrorSchema,
  endpoints,
  RpcErrorCode,
} from '@leather.io/rpc'
import { unknownKeys } from './unknownKeys.js'

type Exchange = {
  method: string
  params: unknown
  outcome: 'resolved' | 'rejected'
  answer: unknown
}
type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] }

const errorResponseSchema = createRpcErrorResponseSchema(defaultErrorSchema)
const errorCodes = new Set(Object.values(RpcErrorCode).filter((code) => typeof code === 'number'))

function issuesOf({ issues }: Issues): string {
  return issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ')
}

function endpointOf(method: string) {
  return Object.hasOwn(endpoints, method) ? endpoints[method as keyof typeof endpoints] : undefined
}

/**
 * `provider` with Leather's schemas checking both ways: each request against its endpoint's
 * `request` schema (an unknown method, a missing or wrong parameter, or a parameter the
 * schema does not know is a violation), each resolved answer against the endpoint's success
 * response, each rejection against Leather's error response with a code of its
 * `RpcErrorCode`. Violations are collected rather than thrown: a test asserts `violations`
 * is empty.
 */
export function leatherContract(provider: LeatherTestProvider) {
  const violations: string[] = []
  const exchanges: Exchange[] = []
  let nextId = 0

  function checkRequest(method: string, params: unknown) {
    const endpoint = endpointOf(method)
    if (!endpoint) {
      violations.push(`${method}: not a method of Leather's RPC`)
      return
    }
    const message = {
      jsonrpc: '2.0',
      id: String(++nextId),
      method,
      ...(params === undefined ? {} : { params }),
    }
    const parsed = endpoint.request.safeParse(message)
    if (!parsed.success) violations.push(`${method} request: ${issuesOf(parsed.error)}`)
    else {
      for (const key of unknownKeys(message, parsed.data)) {
        violations.push(`${method} request: ${key} is not in Leather's schema`)
      }
    }
  }

  function checkAnswer(method: string, outcome: Exchange['outcome'], answer: unknown) {
    if (outcome === 'rejected') {
      const parsed = errorResponseSchema.safeParse(answer)
      if (!parsed.success) violations.push(`${method} rejection: ${issuesOf(parsed.error)}`)
      else if (!errorCodes.has(parsed.data.error.code)) {
        violations.push(`${method} rejection: ${parsed.data.error.code} is no RpcErrorCode`)
      }
      return
    }
    const endpoint = endpointOf(method)
    if (!endpoint) return
    const parsed = createRpcSuccessResponseSchema(endpoint.result).safeParse(answer)
    if (!parsed.success) violations.push(`${method} response: ${issuesOf(parsed.error)}`)
    else {
      for (const key of unknownKeys(answer, parsed.data)) {
        violations.push(`${method} response: ${key} is not in Leather's schema`)
      }
    }
  }

  const checked: LeatherTestProvider = {
    async request(method, params) {
      checkRequest(method, params)
      try {
        const answer = await provider.request(method, params)
        exchanges.push({ method, params, outcome: 'resolved', answer })
        checkAnswer(method, 'resolved', answer)
        return answer
      } catch (error) {
        exchanges.push({ method, params, outcome: 'rejected', answer: error })
        checkAnswer(method, 'rejected', error)
        throw error
      }
    },
  }
  return {
    provider: checked,
    violations,
    exchanges,
    /** The resolved answers to `method`, in order. */
    answersTo: (method: string) =>
      exchanges
        .filter((exchange) => exchange.method === method && exchange.outcome === 'resolved')
        .map(({ answer }) => answer),
  }
}
