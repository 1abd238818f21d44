import {
  type AccountCall,
  accountModulesAbi,
  enableSessionsCall,
  installSmartSessionsCall,
  removeSessionCall,
  smartSessionPermissionId,
  tokenTransferSession,
  validatorModuleType,
} from '@latch/smart-account-encoding'
import { type Address, erc20Abi, type Hex } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import { AuthError } from '../auth/authError.js'
import type { ChainClient } from '../chains/chainClient.js'
import type { Queryable } from '../db/database.js'
import { findSession, insertSession, revokeSession } from '../sessions/sessionStore.js'
import type { SmartAccounts } from '../smartAccounts/smartAccounts.js'
import type { EvmTokenInfo } from '../wallet/requestSummary.js'
import {
  type GrantPermissionsRequest,
  permissionsOf,
  type RevokePermissionsRequest,
} from './permissionsRequest.js'

/** `wallet_grantPermissions`' answer (ERC-7715), with what a dapp needs to use the session. */
export type GrantPermissionsResponse = {
  /** Hex chain id, as the request named it. */
  chainId: Hex
  /** The smart account that granted. */
  address: Address
  expiry: number
  signer: { type: 'account'; data: { id: Address } }
  permissions: ReturnType<typeof permissionsOf>
  /** SmartSessions' permission id: the session key's operations name it in their signature. */
  permissionsContext: Hex
  /** The SmartSessions module: the session's operations use its nonce key and signature mode. */
  smartSessions: Address
  /** The owner's operation that installed the module (where needed) and enabled the session. */
  userOpHash: Hex
}

export type SessionGrantParameters = {
  db: Queryable
  smartAccounts: SmartAccounts
  client: ChainClient
  /** CAIP-2: the chain the request was opened for. */
  chainId: string
  owner: PrivateKeyAccount
}

async function sendOwnerOperation(
  { smartAccounts, chainId, owner }: SessionGrantParameters,
  calls: readonly AccountCall[],
): Promise<Hex> {
  const hash = await smartAccounts.sendCalls(chainId, owner, calls)
  const receipt = await smartAccounts.waitForReceipt(chainId, hash)
  if (!receipt.success) throw new AuthError('USER_OPERATION_FAILED', { hash })
  return hash
}

function modulesOf({ smartAccounts, chainId }: SessionGrantParameters) {
  const modules = smartAccounts.sessionModules(chainId)
  if (!modules) throw new AuthError('SMART_SESSIONS_UNAVAILABLE')
  return modules
}

/**
 * Grants `request` (read from the approved request, its salt written when it was opened):
 * ONE owner operation, sponsored like the account's others, that installs SmartSessions where
 * the account has not yet and enables the session; then records it for `/v1/sessions/{address}`
 * with its permission id as `pci`. The key may then transfer each token up to its allowance,
 * until the expiry, and nothing else: SmartSessions and the policies refuse the rest on chain.
 */
export async function grantSession(
  parameters: SessionGrantParameters,
  request: GrantPermissionsRequest,
): Promise<GrantPermissionsResponse> {
  const { db, smartAccounts, client, chainId, owner } = parameters
  const modules = modulesOf(parameters)
  if (!request.salt) throw new AuthError('RPC_NOT_ALLOWED')
  const { address, deployed } = await smartAccounts.stateOf(chainId, owner.address)
  if (request.address?.toLowerCase() !== address.toLowerCase()) {
    throw new AuthError('WRONG_ACCOUNT')
  }
  const session = tokenTransferSession({
    modules,
    sessionKey: request.sessionKey,
    permissions: request.permissions,
    validUntil: request.expiry,
    salt: request.salt,
  })
  const installed =
    deployed &&
    (await client.readContract({
      address,
      abi: accountModulesAbi,
      functionName: 'isModuleInstalled',
      args: [validatorModuleType, modules.module, '0x'],
    }))
  const userOpHash = await sendOwnerOperation(parameters, [
    ...(installed ? [] : [installSmartSessionsCall(address, modules.module)]),
    enableSessionsCall(modules.module, [session]),
  ])
  const permissionsContext = smartSessionPermissionId(session)
  const permissions = permissionsOf(request)
  await insertSession(db, {
    pci: permissionsContext,
    address: address.toLowerCase(),
    chainId,
    expiry: request.expiry,
    permissions,
    // The operation that enabled it stands for the grant: it is used once.
    grantSignature: userOpHash,
    onChain: true,
  })
  return {
    chainId: `0x${client.chain.id.toString(16)}`,
    address,
    expiry: request.expiry,
    signer: { type: 'account', data: { id: request.sessionKey } },
    permissions,
    permissionsContext,
    smartSessions: modules.module,
    userOpHash,
  }
}

/**
 * Revokes the account's session `permissionsContext`: one owner operation that removes it from
 * SmartSessions (its key can sign nothing more), then marks it revoked.
 *
 * @throws {AuthError} "No session … of this account" for a session it did not grant here.
 */
export async function revokeGrantedSession(
  parameters: SessionGrantParameters,
  request: RevokePermissionsRequest,
): Promise<{ userOpHash: Hex }> {
  const { db, smartAccounts, chainId, owner } = parameters
  const modules = modulesOf(parameters)
  const { address } = await smartAccounts.stateOf(chainId, owner.address)
  if (request.address !== undefined && request.address.toLowerCase() !== address.toLowerCase()) {
    throw new AuthError('WRONG_ACCOUNT')
  }
  const account = address.toLowerCase()
  const session = await findSession(db, account, request.permissionsContext)
  // A session only recorded from a signed grant is not the wallet's to remove on chain.
  if (!session?.onChain || session.chainId !== chainId) {
    throw new AuthError('SESSION_NOT_FOUND', { permissionId: request.permissionsContext })
  }
  const userOpHash = await sendOwnerOperation(parameters, [
    removeSessionCall(modules.module, request.permissionsContext),
  ])
  await revokeSession(db, account, request.permissionsContext)
  return { userOpHash }
}

/** What each ERC-20 says of itself (`symbol`, `decimals`); a token that cannot answer is left out. */
export async function readEvmTokens(
  client: ChainClient,
  tokens: readonly string[],
): Promise<ReadonlyMap<string, EvmTokenInfo>> {
  const entries = await Promise.all(
    tokens.map(async (token) => {
      try {
        const [symbol, decimals] = await Promise.all([
          client.readContract({ address: token as Address, abi: erc20Abi, functionName: 'symbol' }),
          client.readContract({
            address: token as Address,
            abi: erc20Abi,
            functionName: 'decimals',
          }),
        ])
        return [[token, { symbol, decimals }] as const]
      } catch {
        return []
      }
    }),
  )
  return new Map(entries.flat())
}
