// Test-only: Xverse's provider with sats-connect's own schemas (@sats-connect/core) between it
// and its caller, so that a method name, a parameter or a result field of either side that
// sats-connect does not define fails the test.

import type { SatsConnectListener, SatsConnectTestProvider } from '@latch/testkit/wallet'
import {
  accountChangeEventName,
  changeNetworkMethodName,
  changeNetworkRequestMessageSchema,
  changeNetworkResultSchema,
  connectMethodName,
  connectRequestMessageSchema,
  connectResultSchema,
  disconnectEventName,
  disconnectMethodName,
  disconnectRequestMessageSchema,
  disconnectResultSchema,
  getAccountMethodName,
  getAccountRequestMessageSchema,
  getAccountResultSchema,
  getAccountsMethodName,
  getAccountsRequestMessageSchema,
  getAccountsResultSchema,
  getAddressesMethodName,
  getAddressesRequestMessageSchema,
  getAddressesResultSchema,
  getInfoMethodName,
  getInfoRequestMessageSchema,
  getInfoResultSchema,
  getNetworkMethodName,
  getNetworkRequestMessageSchema,
  getNetworkResultSchema,
  networkChangeEventName,
  RpcErrorCode,
  renouncePermissionsMethodName,
  renouncePermissionsRequestMessageSchema,
  renouncePermissionsResultSchema,
  rpcResponseMessageSchema,
  sendTransferMethodName,
  sendTransferRequestMessageSchema,
  sendTransferResultSchema,
  signMessageMethodName,
  signMessageRequestMessageSchema,
  signMessageResultSchema,
  signPsbtMethodName,
  signPsbtRequestMessageSchema,
  signPsbtResultSchema,
  walletEventSchema,
} from '@sats-connect/core'
import * as v from 'valibot'
import { unknownKeys } from './unknownKeys.js'

type Schema = v.GenericSchema
type Exchange = { method: string; params: unknown; response: unknown }

// The Bitcoin and wallet methods of sats-connect that Latch or the test wallet use.
const schemasByMethod: Readonly<Record<string, { request: Schema; result: Schema }>> = {
  [getInfoMethodName]: { request: getInfoRequestMessageSchema, result: getInfoResultSchema },
  [getAccountsMethodName]: {
    request: getAccountsRequestMessageSchema,
    result: getAccountsResultSchema,
  },
  [getAddressesMethodName]: {
    request: getAddressesRequestMessageSchema,
    result: getAddressesResultSchema,
  },
  [connectMethodName]: { request: connectRequestMessageSchema, result: connectResultSchema },
  [getAccountMethodName]: {
    request: getAccountRequestMessageSchema,
    result: getAccountResultSchema,
  },
  [getNetworkMethodName]: {
    request: getNetworkRequestMessageSchema,
    result: getNetworkResultSchema,
  },
  [changeNetworkMethodName]: {
    request: changeNetworkRequestMessageSchema,
    result: changeNetworkResultSchema,
  },
  [disconnectMethodName]: {
    request: disconnectRequestMessageSchema,
    result: disconnectResultSchema,
  },
  [renouncePermissionsMethodName]: {
    request: renouncePermissionsRequestMessageSchema,
    result: renouncePermissionsResultSchema,
  },
  [signMessageMethodName]: {
    request: signMessageRequestMessageSchema,
    result: signMessageResultSchema,
  },
  [signPsbtMethodName]: { request: signPsbtRequestMessageSchema, result: signPsbtResultSchema },
  [sendTransferMethodName]: {
    request: sendTransferRequestMessageSchema,
    result: sendTransferResultSchema,
  },
}
const eventNames: readonly string[] = [
  accountChangeEventName,
  networkChangeEventName,
  disconnectEventName,
]
const errorCodes = new Set(Object.values(RpcErrorCode).filter((code) => typeof code === 'number'))

function issuesOf(result: { issues?: readonly v.BaseIssue<unknown>[] }): string {
  return (result.issues ?? [])
    .map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
    .join('; ')
}

/**
 * `provider` with sats-connect's schemas checking both ways: each request against the
 * method's `*RequestMessageSchema` (an unknown method, a missing or wrong parameter, or a
 * parameter the schema does not know is a violation), each answer against
 * `rpcResponseMessageSchema` and the method's `*ResultSchema` (a refusal's code must be one of
 * `RpcErrorCode`), each `addListener` call against sats-connect's `ListenerInfo` (one
 * `{ eventName, cb }` object) and each event against `walletEventSchema`. Violations are
 * collected rather than thrown, because the adapter treats some failures as "the wallet
 * cannot": a test asserts `violations` is empty.
 */
export function satsConnectContract(provider: SatsConnectTestProvider) {
  const violations: string[] = []
  const exchanges: Exchange[] = []
  let nextId = 0

  function checkRequest(method: string, params: unknown) {
    const schemas = schemasByMethod[method]
    if (!schemas) {
      violations.push(`${method}: not a method of sats-connect`)
      return
    }
    const message = {
      jsonrpc: '2.0',
      id: String(++nextId),
      method,
      ...(params === undefined ? {} : { params }),
    }
    const parsed = v.safeParse(schemas.request, message)
    if (!parsed.success) violations.push(`${method} request: ${issuesOf(parsed)}`)
    else {
      for (const key of unknownKeys(message, parsed.output)) {
        violations.push(`${method} request: ${key} is not in sats-connect's schema`)
      }
    }
  }

  function checkResponse(method: string, response: unknown) {
    const envelope = v.safeParse(rpcResponseMessageSchema, response)
    if (!envelope.success) {
      violations.push(`${method} response: ${issuesOf(envelope)}`)
      return
    }
    if ('error' in envelope.output) {
      const { code, message } = (envelope.output.error ?? {}) as {
        code?: unknown
        message?: unknown
      }
      if (!errorCodes.has(code as number) || typeof message !== 'string') {
        violations.push(`${method} error: ${JSON.stringify(envelope.output.error)} is no RpcError`)
      }
      return
    }
    const schema = schemasByMethod[method]?.result
    if (!schema) return
    const parsed = v.safeParse(schema, envelope.output.result)
    if (!parsed.success) violations.push(`${method} result: ${issuesOf(parsed)}`)
    else {
      for (const key of unknownKeys(envelope.output.result, parsed.output)) {
        violations.push(`${method} result: ${key} is not in sats-connect's schema`)
      }
    }
  }

  const checked = {
    async request(method: string, params?: unknown) {
      checkRequest(method, params)
      const response = await provider.request(method, params)
      exchanges.push({ method, params, response })
      checkResponse(method, response)
      return response
    },
    addListener(listener: SatsConnectListener) {
      const { eventName, cb } = (listener ?? {}) as Partial<SatsConnectListener>
      if (typeof eventName !== 'string' || !eventNames.includes(eventName) || !cb) {
        violations.push(`addListener: ${String(listener)} is not sats-connect's ListenerInfo`)
        return provider.addListener(listener)
      }
      return provider.addListener({
        eventName,
        cb(event) {
          const parsed = v.safeParse(walletEventSchema, event)
          if (!parsed.success) violations.push(`${eventName} event: ${issuesOf(parsed)}`)
          cb(event)
        },
      })
    },
  }
  return {
    provider: checked,
    violations,
    exchanges,
    /** The answers to `method`, in order. */
    responsesTo: (method: string) =>
      exchanges.filter((exchange) => exchange.method === method).map(({ response }) => response),
  }
}
