import { createRateLimiter, type RateLimit, type RateLimiter } from '@latch/relay'
import { Hono } from 'hono'
import { type Address, type Hex, isAddressEqual, toHex } from 'viem'
import { formatUserOperation } from 'viem/account-abstraction'
import * as z from 'zod'
import type { SmartAccountChain } from '../config/smartAccountsConfig.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { chainOfQuery, jsonRpcError, readJsonRpcRequest } from './jsonRpcRequest.js'
import type { Paymaster, SponsoredOperation } from './paymaster.js'
import { SmartAccountError } from './smartAccountError.js'

/** Signed sponsorships per project: the deposit is shared, one site cannot drain it alone. */
export const sponsorshipLimit: RateLimit = { max: 120, windowMs: 60_000 }

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const quantity = z.string().regex(/^0x[0-9a-fA-F]{1,64}$/)
// ERC-7677's v0.7/v0.8 user operation, as JSON-RPC writes it (quantities in hex).
const operationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: address.nullish(),
  factoryData: hex.nullish(),
  callData: hex,
  callGasLimit: quantity.optional(),
  verificationGasLimit: quantity.optional(),
  preVerificationGas: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  paymasterVerificationGasLimit: quantity.optional(),
  paymasterPostOpGasLimit: quantity.optional(),
})
const paramsSchema = z.tuple([operationSchema, address, quantity]).rest(z.unknown())

export type PaymasterRoutesParameters = {
  chains: Readonly<Record<string, SmartAccountChain>>
  paymaster: Paymaster
  /**
   * Counts signed sponsorships per project ({@link sponsorshipLimit}); in this process alone
   * when not given. `createServer` passes one that every process on the database counts in.
   */
  sponsorships?: RateLimiter | undefined
}

/**
 * `POST /v1/paymaster?projectId=…&chainId=eip155:…`: ERC-7677's `pm_getPaymasterStubData` and
 * `pm_getPaymasterData` (`[userOp, entryPoint, chainIdHex, context]`) for the chain's
 * `LatchPaymaster`, for accounts of the configured factory only (paymaster.ts); signed data is
 * limited per project.
 */
export function paymasterRoutes({
  chains,
  paymaster,
  sponsorships = createRateLimiter(sponsorshipLimit),
}: PaymasterRoutesParameters): Hono<ServiceEnv> {
  const app = new Hono<ServiceEnv>()
  app.post('/v1/paymaster', async (c) => {
    const chainId = chainOfQuery(c, (id) => chains[id] !== undefined)
    const chain = chains[chainId] as SmartAccountChain
    const read = await readJsonRpcRequest(c)
    if ('refusal' in read) return read.refusal
    const { request } = read
    const stub = request.method === 'pm_getPaymasterStubData'
    if (!stub && request.method !== 'pm_getPaymasterData') {
      return jsonRpcError(
        c,
        request.id,
        new SmartAccountError('METHOD_NOT_FOUND', { method: request.method }),
      )
    }
    try {
      const params = paramsSchema.safeParse(request.params)
      if (!params.success) {
        throw new SmartAccountError('INVALID_PARAMS', {
          reason: 'expected [userOperation, entryPoint, chainId, context]',
        })
      }
      const [rpcOperation, entryPoint, chainIdHex] = params.data
      if (!isAddressEqual(entryPoint as Address, chain.entryPoint)) {
        throw new SmartAccountError('INVALID_PARAMS', {
          reason: `the entry point of ${chainId} is ${chain.entryPoint}`,
        })
      }
      if (BigInt(chainIdHex) !== BigInt(chainId.split(':')[1] ?? 0)) {
        throw new SmartAccountError('INVALID_PARAMS', { reason: `the chain is ${chainId}` })
      }
      const operation = formatUserOperation(
        rpcOperation as Parameters<typeof formatUserOperation>[0],
      ) as SponsoredOperation
      if (stub) {
        const fields = await paymaster.stubData(chainId, operation)
        return c.json({
          jsonrpc: '2.0',
          id: request.id,
          result: {
            paymaster: fields.paymaster,
            paymasterData: fields.paymasterData,
            paymasterVerificationGasLimit: toHex(fields.paymasterVerificationGasLimit),
            paymasterPostOpGasLimit: toHex(fields.paymasterPostOpGasLimit),
            isFinal: false,
          },
        })
      }
      const decision = sponsorships.hit(c.get('project').id)
      if (!decision.allowed) {
        throw new SmartAccountError('SPONSORSHIP_RATE_LIMITED', {
          seconds: decision.retryAfterSeconds,
        })
      }
      const fields = await paymaster.data(chainId, operation)
      return c.json({
        jsonrpc: '2.0',
        id: request.id,
        result: { paymaster: fields.paymaster, paymasterData: fields.paymasterData as Hex },
      })
    } catch (error) {
      if (error instanceof SmartAccountError) return jsonRpcError(c, request.id, error)
      throw error
    }
  })
  return app
}
