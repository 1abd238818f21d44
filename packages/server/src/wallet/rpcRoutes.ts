import { classifyRpcMethod, rpcRequestPayloadSchema } from '@latch/frame-protocol'
import { Hono } from 'hono'
import * as z from 'zod'
import { AuthError } from '../auth/authError.js'
import { type FrameContext, requireSession } from '../frame/frameContext.js'
import { validate } from '../http/validate.js'
import { jsonBody } from '../routes/jsonBody.js'
import { readEvmTokens } from '../smartSessions/sessionGrants.js'
import { toCaipChainId } from './caipChainId.js'
import { createSigningRequests } from './signingRequests.js'
import { createWalletRpc } from './walletRpc.js'

const requestIdSchema = z.object({ id: z.uuid() })
const approvalSchema = requestIdSchema.extend({ digest: z.string().regex(/^[0-9a-f]{64}$/) })

/**
 * The embedded wallet's RPC, for the session in the cookie (every route `POST` JSON from the
 * frame's own document):
 * - `/api/rpc` with an RPC request payload (SPEC.md §3) → `{ result }`, for the read-only
 *   methods only (`safeRpcMethods`) and `wallet_switchEthereumChain` (moves the session's
 *   chain). No route signs from a session alone: a signing method here is refused (403
 *   "Requested RPC call is not allowed"), as is any unknown one.
 * - `/api/requests` with a signing request → `{ id, digest, chainId, summary }`: the server's
 *   reading of it, stored, which the frame's card shows.
 * - `/api/requests/approve` `{ id, digest }` → `{ result }`: signs (and sends) the stored
 *   request, once, for the session that opened it, before it expires.
 * - `/api/requests/reject` `{ id }` → `{}`.
 */
export function rpcRoutes(context: FrameContext, fetchRpc?: typeof fetch): Hono {
  const rpc = createWalletRpc({
    db: context.db,
    vault: context.vault,
    evmAccounts: context.evmAccounts,
    smartAccounts: context.smartAccounts,
    chainClients: context.chainClients,
    solanaClusters: context.solanaClusters,
    assets: context.walletAssets,
    ...(fetchRpc ? { fetch: fetchRpc } : {}),
  })
  const requests = createSigningRequests({
    db: context.db,
    solanaClusters: context.solanaClusters,
  })
  const readRequest = async (body: Promise<unknown>) => {
    const parsed = rpcRequestPayloadSchema.safeParse(await body)
    if (!parsed.success) throw new AuthError('RPC_NOT_ALLOWED')
    return parsed.data
  }
  const app = new Hono()

  app.post('/api/rpc', async (c) => {
    const { token, session } = await requireSession(context, c)
    const request = await readRequest(jsonBody(c))
    if (request.method === 'wallet_switchEthereumChain') {
      // The session's chain, as APP_SWITCH_NETWORK sets it.
      const [target] = Array.isArray(request.params) ? request.params : []
      const requested = (target as { chainId?: unknown } | undefined)?.chainId
      const chainId =
        typeof requested === 'string' || typeof requested === 'number'
          ? toCaipChainId(requested)
          : undefined
      if (chainId === undefined || !chainId.startsWith('eip155:')) {
        throw new AuthError('RPC_NOT_ALLOWED')
      }
      await context.sessions.setChain(token, chainId)
      return c.json({ result: null })
    }
    if (classifyRpcMethod(request.method) !== 'safe') throw new AuthError('RPC_NOT_ALLOWED')
    return c.json({ result: await rpc(session, request) })
  })

  app.post('/api/requests', async (c) => {
    const { session } = await requireSession(context, c)
    const request = await readRequest(jsonBody(c))
    if (classifyRpcMethod(request.method) !== 'approval') throw new AuthError('RPC_NOT_ALLOWED')
    const addresses = await context.vault.ensureKeys(session.userId)
    return c.json(
      await requests.open(session, request, {
        addresses,
        evmOn: (chainId) =>
          context.evmAccounts.on(session.userId, chainId, session.defaultAccountType),
        sponsored: context.smartAccounts.sponsored(),
        grantsSessions: (chainId) => context.smartAccounts.sessionModules(chainId) !== undefined,
        evmTokens: async (chainId, tokens) => {
          const client = context.chainClients.get(chainId)
          return client ? readEvmTokens(client, tokens) : new Map()
        },
      }),
    )
  })

  app.post('/api/requests/approve', async (c) => {
    const { session } = await requireSession(context, c)
    const approval = validate(approvalSchema, await jsonBody(c), 'body')
    const request = await requests.approve(session, approval)
    return c.json({ result: await rpc(session, request) })
  })

  app.post('/api/requests/reject', async (c) => {
    const { session } = await requireSession(context, c)
    const { id } = validate(requestIdSchema, await jsonBody(c), 'body')
    await requests.reject(session, id)
    return c.json({})
  })

  return app
}
