import { isCaipNetworkId } from '@latch/core'
import * as z from 'zod'

/** The text an account signs to revoke a session. */
export function revokeSessionMessage(pci: string): string {
  return `Revoke smart session ${pci}`
}

/**
 * The signed grant of `POST /v1/sessions/{address}`: a JSON text
 * `{ chainId, expiry, permissions: [{ type, data }], timestamp }` (Unix seconds).
 *
 * @example
 * sessionGrantMessage({ chainId: 'eip155:31337', expiry: 1_900_000_000,
 *   permissions: [{ type: 'native-token-transfer', data: { allowance: '0x1' } }],
 *   timestamp: 1_700_000_000 })
 */
export function sessionGrantMessage(grant: SessionGrant): string {
  return JSON.stringify({
    chainId: grant.chainId,
    expiry: grant.expiry,
    permissions: grant.permissions,
    timestamp: grant.timestamp,
  })
}

export const sessionGrantSchema = z.object({
  chainId: z
    .string()
    .refine((value): boolean => isCaipNetworkId(value), 'must be a CAIP-2 chain id'),
  expiry: z.int().min(0),
  permissions: z
    .array(
      z.object({
        type: z.string().regex(/^[a-z0-9-]{1,64}$/, 'must be a permission type'),
        data: z.unknown(),
      }),
    )
    .min(1)
    .max(20),
  timestamp: z.int().min(0),
})
export type SessionGrant = z.infer<typeof sessionGrantSchema>
