import { rpcRequestPayloadSchema } from '@latch/frame-protocol'
import { Hono } from 'hono'
import { AuthError } from '../auth/authError.js'
import { type FrameContext, requireSession } from '../frame/frameContext.js'
import { jsonBody } from '../routes/jsonBody.js'
import { toCaipChainId } from './caipChainId.js'
import { createWalletRpc } from './walletRpc.js'

/**
 * `POST /api/rpc` with an RPC request payload (SPEC.md §3) and the session's bearer token →
 * `{ result }`; a refused method is 403 "Requested RPC call is not allowed".
 * `wallet_switchEthereumChain` moves the session to the chain (`{ chainId: '0x…' }`).
 */
export function rpcRoutes(context: FrameContext, fetchRpc?: typeof fetch): Hono {
  const rpc = createWalletRpc({
    vault: context.vault,
    chainClients: context.chainClients,
    solanaClusters: context.solanaClusters,
    ...(fetchRpc ? { fetch: fetchRpc } : {}),
  })
  const app = new Hono()
  app.post('/api/rpc', async (c) => {
    const { token, session } = await requireSession(context, c)
    const parsed = rpcRequestPayloadSchema.safeParse(await jsonBody(c))
    if (!parsed.success) throw new AuthError('RPC_NOT_ALLOWED')
    if (parsed.data.method === 'wallet_switchEthereumChain') {
      // The session's chain, as APP_SWITCH_NETWORK sets it.
      const [target] = Array.isArray(parsed.data.params) ? parsed.data.params : []
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
    return c.json({ result: await rpc(session, parsed.data) })
  })
  return app
}
