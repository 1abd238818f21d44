import { describe, expectTypeOf, it } from 'vitest'
import type { LatchClient } from '../client/latchClient.js'
import type { AdapterError } from '../errors/adapter.js'
import type { ConfigError } from '../errors/config.js'
import type { InternalError } from '../errors/internal.js'
import {
  type GrantPermissionsErrorType,
  type GrantPermissionsParameters,
  type GrantPermissionsReturnType,
  grantPermissions,
} from './grantPermissions.js'

// Checked by `tsc` (the typecheck task): nothing here runs, so the client is only declared.
declare const latch: LatchClient
const permission = {
  type: 'erc20-token-transfer',
  data: { address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', allowance: 10n },
} as const

describe('grantPermissions', () => {
  it('parameters: the session key, the expiry and the permissions', () => {
    expectTypeOf(grantPermissions).parameter(1).toEqualTypeOf<GrantPermissionsParameters>()
    grantPermissions(latch, { sessionKey: '0x1', expiry: 1, permissions: [permission] })
    grantPermissions(latch, {
      sessionKey: '0x1',
      expiry: 1,
      // @ts-expect-error: an allowance is a bigint of the token's smallest unit
      permissions: [{ ...permission, data: { address: '0x1', allowance: '10' } }],
    })
    grantPermissions(latch, {
      sessionKey: '0x1',
      expiry: 1,
      // @ts-expect-error: only ERC-20 transfers are granted
      permissions: [{ ...permission, type: 'native-token-transfer' }],
    })
    // @ts-expect-error: the session key is required
    grantPermissions(latch, { expiry: 1, permissions: [permission] })
  })

  it('behavior: resolves with the permissions context and the SmartSessions module', () => {
    expectTypeOf(grantPermissions).returns.toEqualTypeOf<Promise<GrantPermissionsReturnType>>()
    expectTypeOf<GrantPermissionsReturnType['permissionsContext']>().toEqualTypeOf<string>()
    expectTypeOf<GrantPermissionsReturnType['smartSessions']>().toEqualTypeOf<string>()
  })

  it('error: the adapter’s errors, and the client’s', () => {
    expectTypeOf<GrantPermissionsErrorType>().toEqualTypeOf<
      ConfigError | AdapterError | InternalError
    >()
  })
})
