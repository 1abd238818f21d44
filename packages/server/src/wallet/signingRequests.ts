import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { type RpcRequestPayload, rpcRequestPayloadSchema } from '@latch/frame-protocol'
import { AuthError } from '../auth/authError.js'
import type { FrameSession } from '../auth/frameSessions.js'
import type { SolanaClusterSettings } from '../chains/solanaClusterSettings.js'
import type { Queryable } from '../db/database.js'
import { readGrantPermissionsRequest } from '../smartSessions/permissionsRequest.js'
import { accountTypeOf, type EvmAccountsOnChain } from './evmAccounts.js'
import { isOwnAccount, namedEvmAccount, namingEvmAccount } from './requestAccount.js'
import {
  type EvmTokenInfo,
  type RequestSummary,
  type SummaryAccount,
  summarizeRequest,
} from './requestSummary.js'
import { readSendCallsRequest } from './sendCallsRequest.js'
import { signingChainOf } from './signingChain.js'
import type { WalletAddresses } from './walletVault.js'

/** How long an opened request waits for the visitor's answer. */
const signingRequestTtlMs = 10 * 60_000

/** A request opened for approval: what the frame's card shows, and what Approve must name. */
export type OpenedRequest = {
  id: string
  /** SHA-256 (hex) of the exact request the server will sign. */
  digest: string
  /** The chain (CAIP-2) the server signs on. */
  chainId: string
  summary: RequestSummary
}

/** The user's accounts, as a request is read against them. */
export type RequestAccounts = {
  addresses: WalletAddresses
  /** The user's EVM accounts on an eip155 chain (key, smart, the active one). */
  evmOn(chainId: string): Promise<EvmAccountsOnChain>
  /** Whether the paymaster pays the smart account's operations. */
  sponsored: boolean
  /** Where the smart account grants sessions (the chain names its SmartSessions modules). */
  grantsSessions(chainId: string): boolean
  /** What the ERC-20s at `tokens` say of themselves on `chainId` (the tokens a grant names). */
  evmTokens(chainId: string, tokens: readonly string[]): Promise<ReadonlyMap<string, EvmTokenInfo>>
}

const permissionMethods: ReadonlySet<string> = new Set([
  'wallet_grantPermissions',
  'wallet_revokePermissions',
])

/** `request` with the wallet's salt for the grant's session in its first parameter. */
function saltingGrant(request: RpcRequestPayload): RpcRequestPayload {
  const [grant, ...rest] = Array.isArray(request.params) ? (request.params as unknown[]) : []
  const salt = `0x${randomBytes(32).toString('hex')}`
  return { ...request, params: [{ ...(grant as object), salt }, ...rest] } as RpcRequestPayload
}

/** wallet_sendCalls names its chain in its params (ERC-5792); other requests beside them. */
function requestedChainOf(request: RpcRequestPayload, now: number): RpcRequestPayload['chainId'] {
  const [first] = Array.isArray(request.params) ? (request.params as unknown[]) : []
  if (request.method === 'wallet_sendCalls') {
    return readSendCallsRequest(first)?.chainId ?? request.chainId
  }
  if (request.method === 'wallet_grantPermissions') {
    return readGrantPermissionsRequest(first, now)?.chainId ?? request.chainId
  }
  return request.chainId
}

export type SigningRequests = {
  /**
   * Reads `request` as the server will sign it (its chain from the session, its fields
   * strictly) and stores it for the visitor's answer.
   *
   * @throws {AuthError} "Requested RPC call is not allowed" when it cannot be read, "The
   * request is for another account" when it names an account that is not the user's.
   */
  open(
    session: FrameSession,
    request: RpcRequestPayload,
    accounts: RequestAccounts,
  ): Promise<OpenedRequest>
  /**
   * Spends request `id` of this session: only a pending, unexpired request whose digest is
   * `digest` is approved, once. Resolves with the request exactly as stored.
   *
   * @throws {AuthError} "The request is no longer waiting for approval" otherwise.
   */
  approve(session: FrameSession, input: { id: string; digest: string }): Promise<RpcRequestPayload>
  /** Answers request `id` of this session with a rejection (nothing when it is not pending). */
  reject(session: FrameSession, id: string): Promise<void>
}

/**
 * The embedded wallet's signing requests in the `signing_requests` table: the server's fact
 * that the visitor approved a request, which no session alone can stand in for.
 */
export function createSigningRequests({
  db,
  solanaClusters,
  now = Date.now,
}: {
  db: Queryable
  solanaClusters: readonly SolanaClusterSettings[]
  now?: () => number
}): SigningRequests {
  return {
    async open(session, request, { addresses, evmOn, sponsored, grantsSessions, evmTokens }) {
      const chainId = signingChainOf(
        session.chainId,
        { chainNamespace: request.chainNamespace, chainId: requestedChainOf(request, now()) },
        solanaClusters,
      )
      // What is signed later is this text, parsed again: the request's own rpcUrl never is.
      let stored: RpcRequestPayload = {
        method: request.method,
        params: request.params,
        chainId,
        chainNamespace: request.chainNamespace,
      } as RpcRequestPayload
      let account: SummaryAccount | undefined
      if (request.chainNamespace === 'eip155') {
        const evm = await evmOn(chainId)
        const named = namedEvmAccount(stored)
        const type = named === undefined ? evm.active : accountTypeOf(evm, String(named))
        if (type === undefined) throw new AuthError('WRONG_ACCOUNT')
        // The account is written into the request: Approve signs as the card said.
        stored = namingEvmAccount(
          stored,
          type === 'smartAccount' ? (evm.smartAccount?.address ?? evm.address) : evm.eoa,
        )
        account = { type, sponsored }
        // A session is a module of the smart account: the key's account has none to grant.
        if (permissionMethods.has(stored.method)) {
          if (type !== 'smartAccount' || !grantsSessions(chainId)) {
            throw new AuthError('SMART_SESSIONS_UNAVAILABLE')
          }
          if (stored.method === 'wallet_grantPermissions') stored = saltingGrant(stored)
        }
      } else if (!isOwnAccount(request, addresses)) {
        throw new AuthError('WRONG_ACCOUNT')
      }
      const cluster = solanaClusters.find((entry) => entry.caipNetworkId === chainId)
      const grant =
        stored.method === 'wallet_grantPermissions'
          ? readGrantPermissionsRequest((stored.params as unknown[])[0], now())
          : undefined
      const summary = summarizeRequest(stored, chainId, {
        solanaTokens: new Map(cluster?.tokens.map((token) => [token.mint, token])),
        ...(account ? { account } : {}),
        ...(grant
          ? {
              evmTokens: await evmTokens(
                chainId,
                grant.permissions.map((permission) => permission.token),
              ),
            }
          : {}),
        now: now(),
      })
      const payload = JSON.stringify(stored)
      const digest = createHash('sha256').update(payload).digest('hex')
      const id = randomUUID()
      const at = now()
      await db.query('DELETE FROM signing_requests WHERE expires_at <= $1', [
        new Date(at).toISOString(),
      ])
      await db.query(
        `INSERT INTO signing_requests (id, session_id, user_id, payload, digest, chain_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          session.publicId,
          session.userId,
          payload,
          digest,
          chainId,
          new Date(at).toISOString(),
          new Date(at + signingRequestTtlMs).toISOString(),
        ],
      )
      return { id, digest, chainId, summary }
    },

    async approve(session, { id, digest }) {
      // One statement decides: of two racing approvals only one gets the row back.
      const { rows } = await db.query<{ payload: string }>(
        `UPDATE signing_requests SET status = 'approved', answered_at = $4
         WHERE id = $1 AND session_id = $2 AND digest = $3 AND status = 'pending' AND expires_at > $4
         RETURNING payload`,
        [id, session.publicId, digest, new Date(now()).toISOString()],
      )
      const row = rows[0]
      if (!row) throw new AuthError('REQUEST_NOT_PENDING')
      const parsed = rpcRequestPayloadSchema.safeParse(JSON.parse(row.payload))
      if (!parsed.success) throw new AuthError('RPC_NOT_ALLOWED')
      return parsed.data
    },

    async reject(session, id) {
      await db.query(
        `UPDATE signing_requests SET status = 'rejected', answered_at = $3
         WHERE id = $1 AND session_id = $2 AND status = 'pending'`,
        [id, session.publicId, new Date(now()).toISOString()],
      )
    },
  }
}
