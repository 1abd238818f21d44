import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { Database } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { createPostgresTestDatabase, createTestDatabase } from '../testing/testDatabase.js'
import { AuthError } from './authError.js'
import { codeMaxAttempts, codeTtlMs, createEmailCodes, emailCooldownMs } from './emailCodes.js'

let db: Database
beforeAll(async () => {
  db = await createTestDatabase()
  await migrate(db)
})

function clock(start = Date.UTC(2030, 0, 1)) {
  let now = start
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

const wrong = (code: string) => (code === '000000' ? '111111' : '000000')

describe('createEmailCodes', () => {
  test('default: a 6-digit code, good once, only its hash kept', async () => {
    const codes = createEmailCodes({ db, secret: randomBytes(32) })
    const { id, code } = await codes.issue({ email: 'Ada@Example.com', purpose: 'login' })
    expect(code).toMatch(/^\d{6}$/)
    const { rows } = await db.query<{ code_hash: string; email: string }>(
      'SELECT code_hash, email FROM email_codes WHERE id = $1',
      [id],
    )
    expect(rows[0]?.email).toBe('ada@example.com')
    expect(rows[0]?.code_hash).not.toContain(code)
    await expect(codes.verify({ id, purpose: 'login', code })).resolves.toEqual({
      email: 'ada@example.com',
      userId: undefined,
      newEmail: undefined,
    })
    await expect(codes.verify({ id, purpose: 'login', code })).rejects.toThrow(
      'The code has expired',
    )
  })

  test('behavior: the cooldown says how many seconds are left, then lets a new code go', async () => {
    const time = clock()
    const codes = createEmailCodes({ db, secret: randomBytes(32), now: time.now })
    await codes.issue({ email: 'grace@example.com', purpose: 'login' })
    time.advance(12_400)
    const refused = await codes
      .issue({ email: 'grace@example.com', purpose: 'login' })
      .catch((e) => e)
    expect(refused).toBeInstanceOf(AuthError)
    expect(refused.message).toBe('Please try again after 18 seconds')
    expect(refused.status).toBe(429)
    // Another address, or another purpose, has its own cooldown.
    await expect(
      codes.issue({ email: 'linus@example.com', purpose: 'login' }),
    ).resolves.toBeDefined()
    time.advance(emailCooldownMs)
    await expect(
      codes.issue({ email: 'grace@example.com', purpose: 'login' }),
    ).resolves.toBeDefined()
  })

  test('behavior: wrong tries are limited, and a code expires', async () => {
    const time = clock(Date.UTC(2031, 0, 1))
    const codes = createEmailCodes({ db, secret: randomBytes(32), now: time.now })
    const tried = await codes.issue({ email: 'tries@example.com', purpose: 'login' })
    for (let attempt = 0; attempt < codeMaxAttempts; attempt++) {
      await expect(
        codes.verify({ id: tried.id, purpose: 'login', code: wrong(tried.code) }),
      ).rejects.toThrow('Invalid code')
    }
    await expect(
      codes.verify({ id: tried.id, purpose: 'login', code: tried.code }),
    ).rejects.toThrow('The code has expired')

    const late = await codes.issue({ email: 'late@example.com', purpose: 'login' })
    time.advance(codeTtlMs)
    await expect(codes.verify({ id: late.id, purpose: 'login', code: late.code })).rejects.toThrow(
      'The code has expired',
    )
  })

  test('behavior: a code is for its purpose only', async () => {
    const codes = createEmailCodes({ db, secret: randomBytes(32) })
    const { id, code } = await codes.issue({ email: 'purpose@example.com', purpose: 'login' })
    await expect(codes.verify({ id, purpose: 'update_primary', code })).rejects.toThrow(
      'The code has expired',
    )
  })
})

describe.each([
  ['PGlite', () => createTestDatabase()],
  ['PostgreSQL', () => createPostgresTestDatabase(inject('postgresUrl'))],
])('createEmailCodes on %s', (_name, open) => {
  let database: Database
  beforeAll(async () => {
    database = await open()
    await migrate(database)
  })
  afterAll(() => database.close())

  test('behavior: of 400 concurrent wrong guesses, exactly five are compared', async () => {
    const codes = createEmailCodes({ db: database, secret: randomBytes(32) })
    const { id, code } = await codes.issue({ email: 'race@example.com', purpose: 'login' })
    const answers = await Promise.all(
      Array.from({ length: 400 }, () =>
        codes.verify({ id, purpose: 'login', code: wrong(code) }).then(
          () => 'verified',
          (error: Error) => error.message,
        ),
      ),
    )
    const count = (message: string) => answers.filter((answer) => answer === message).length
    expect(count('Invalid code')).toBe(codeMaxAttempts)
    expect(count('The code has expired: request a new one')).toBe(400 - codeMaxAttempts)
    // Its tries are spent: the right code no longer works either.
    await expect(codes.verify({ id, purpose: 'login', code })).rejects.toThrow('has expired')
  }, 30_000)
})
