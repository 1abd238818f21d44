import { createPostgresDatabase, type Database } from '@latch/database'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { migrate } from '../db/migrate.js'
import { generateSyntheticWallets } from './syntheticWallets.js'
import { seedWalletRegistry, walletRegistryFingerprint } from './walletStore.js'

// Two processes on one PostgreSQL schema: each its own pool, as two latch-server processes.
const schema = `wallet_seed_${process.pid}_${Date.now().toString(36)}`
let first: Database
let second: Database
beforeAll(async () => {
  first = await createPostgresDatabase({ url: inject('postgresUrl'), schema })
  await migrate(first)
  second = await createPostgresDatabase({ url: inject('postgresUrl'), schema })
})
afterAll(async () => {
  await Promise.all([first?.close(), second?.close()])
})

describe('seedWalletRegistry', () => {
  test('behavior: processes starting together seed once; none fails', async () => {
    const wallets = generateSyntheticWallets(500)
    const outcomes = await Promise.all([
      seedWalletRegistry(first, wallets),
      seedWalletRegistry(second, wallets),
      seedWalletRegistry(first, wallets),
    ])
    expect(outcomes.filter((outcome) => outcome.seeded)).toHaveLength(1)
    const { rows } = await second.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM wallets',
    )
    expect(rows[0]?.count).toBe('500')
    // Another registry: seeded anew, the old rows gone.
    const other = generateSyntheticWallets(20)
    const fingerprint = await walletRegistryFingerprint(first)
    await expect(seedWalletRegistry(second, other)).resolves.toEqual({ seeded: true })
    expect(await walletRegistryFingerprint(first)).not.toBe(fingerprint)
    const { rows: after } = await first.query<{ count: string }>(
      'SELECT count(*)::text AS count FROM wallets',
    )
    expect(after[0]?.count).toBe('20')
  })
})
