import { type Address, getAddress, type Hex } from 'viem'
import { publicKeyToAddress } from 'viem/accounts'
import { toCaipChainId } from '../wallet/caipChainId.js'

/** The one permission the session modules enforce: an ERC-20's `transfer`, up to a total. */
const erc20TransferPermissionType = 'erc20-token-transfer'

/** `wallet_grantPermissions`' request (ERC-7715) as the wallet grants it and the card shows it. */
export type GrantPermissionsRequest = {
  /** CAIP-2. */
  chainId: string
  /** The account that grants, once the wallet named it (requestAccount.ts). */
  address: Address | undefined
  /** Unix seconds: the session's operations are refused from then on. */
  expiry: number
  /** The session key: the address whose signatures the session validator accepts. */
  sessionKey: Address
  permissions: readonly { token: Address; allowance: bigint }[]
  /** Written by the wallet when the request is opened: tells this grant's session apart. */
  salt: Hex | undefined
}

/** `wallet_revokePermissions`' request: the permission id `wallet_grantPermissions` answered. */
export type RevokePermissionsRequest = {
  address: Address | undefined
  permissionsContext: Hex
}

const addressText = /^0x[0-9a-fA-F]{40}$/
const quantity = /^0x[0-9a-fA-F]{1,64}$/
const bytes32 = /^0x[0-9a-fA-F]{64}$/
const uncompressedKey = /^0x04[0-9a-fA-F]{128}$/

/** More permissions than this in one grant are refused: no card lists them legibly. */
const maxPermissions = 8

const objectOf = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined

/**
 * The session key of ERC-7715's `signer`: `{ type: 'account', data: { id } }` (an address),
 * or `{ type: 'key', data: { type: 'secp256k1', publicKey } }` (its address), or either with
 * `data.address`. The session validator checks ECDSA signatures: nothing else is a key here.
 */
function sessionKeyOf(signer: unknown): Address | undefined {
  const fields = objectOf(signer)
  const data = objectOf(fields?.data)
  if (!data || (fields?.type !== 'account' && fields?.type !== 'key')) return undefined
  const named = data.address ?? data.id
  if (typeof named === 'string' && addressText.test(named)) return getAddress(named)
  if (
    fields.type === 'key' &&
    data.type === 'secp256k1' &&
    typeof data.publicKey === 'string' &&
    uncompressedKey.test(data.publicKey)
  ) {
    return publicKeyToAddress(data.publicKey as Hex)
  }
  return undefined
}

/**
 * The one strict reading of `wallet_grantPermissions`' first parameter, for the card and the
 * grant alike: an eip155 `chainId`, an `expiry` in the future (Unix seconds), a session key
 * (`sessionKeyOf`), and one to {@link maxPermissions} permissions, each
 * `{ type: 'erc20-token-transfer', data: { address, allowance } }` with a 0x token address and
 * a positive 0x allowance, one per token. What the modules cannot enforce is refused, never
 * granted wider: another permission type, or a `policies` list (the expiry is the policy).
 *
 * @returns `undefined` when any of these is malformed: the request is refused.
 *
 * @example
 * readGrantPermissionsRequest({ chainId: '0x7a69', expiry: 1_900_000_000,
 *   signer: { type: 'account', data: { id: '0x…' } },
 *   permissions: [{ type: 'erc20-token-transfer', data: { address: '0x…', allowance: '0x8ac7230489e80000' } }] },
 *   Date.now())
 */
export function readGrantPermissionsRequest(
  parameter: unknown,
  now: number,
): GrantPermissionsRequest | undefined {
  const fields = objectOf(parameter)
  if (!fields) return undefined
  const chainId =
    typeof fields.chainId === 'string' || typeof fields.chainId === 'number'
      ? toCaipChainId(fields.chainId)
      : undefined
  if (!chainId?.startsWith('eip155:')) return undefined
  const { expiry, address, salt } = fields
  if (typeof expiry !== 'number' || !Number.isSafeInteger(expiry) || expiry * 1000 <= now) {
    return undefined
  }
  // uint48 in the time-frame policy.
  if (expiry >= 2 ** 48) return undefined
  if (address !== undefined && !(typeof address === 'string' && addressText.test(address))) {
    return undefined
  }
  if (salt !== undefined && !(typeof salt === 'string' && bytes32.test(salt))) return undefined
  const sessionKey = sessionKeyOf(fields.signer)
  if (!sessionKey) return undefined
  const { permissions } = fields
  if (!Array.isArray(permissions) || permissions.length === 0) return undefined
  if (permissions.length > maxPermissions) return undefined
  const read: { token: Address; allowance: bigint }[] = []
  for (const permission of permissions as unknown[]) {
    const entry = objectOf(permission)
    const data = objectOf(entry?.data)
    if (entry?.type !== erc20TransferPermissionType || !data) return undefined
    if (entry.policies !== undefined) return undefined
    const { address: token, allowance } = data
    if (typeof token !== 'string' || !addressText.test(token)) return undefined
    if (typeof allowance !== 'string' || !quantity.test(allowance)) return undefined
    const amount = BigInt(allowance)
    if (amount === 0n) return undefined
    const checksummed = getAddress(token)
    if (read.some((earlier) => earlier.token === checksummed)) return undefined
    read.push({ token: checksummed, allowance: amount })
  }
  return {
    chainId,
    address: address as Address | undefined,
    expiry,
    sessionKey,
    permissions: read,
    salt: salt as Hex | undefined,
  }
}

/**
 * `wallet_revokePermissions`' first parameter: `{ permissionsContext, address? }`, the
 * context a grant answered (a 32-byte permission id).
 */
export function readRevokePermissionsRequest(
  parameter: unknown,
): RevokePermissionsRequest | undefined {
  const fields = objectOf(parameter)
  if (!fields) return undefined
  const { permissionsContext, address } = fields
  if (typeof permissionsContext !== 'string' || !bytes32.test(permissionsContext)) return undefined
  if (address !== undefined && !(typeof address === 'string' && addressText.test(address))) {
    return undefined
  }
  return {
    address: address as Address | undefined,
    permissionsContext: permissionsContext.toLowerCase() as Hex,
  }
}

/** The permissions as ERC-7715 names them (and as `/v1/sessions/{address}` lists them). */
export function permissionsOf(request: GrantPermissionsRequest) {
  return request.permissions.map(({ token, allowance }) => ({
    type: erc20TransferPermissionType,
    data: { address: token, allowance: `0x${allowance.toString(16)}` },
  }))
}
