import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export type LocalPostgres = {
  /** `postgres://latch@127.0.0.1:<port>/postgres` (trust authentication, loopback only). */
  url: string
  stop(): Promise<void>
}

/** Debian's PostgreSQL binaries (`apt-get install postgresql`; `npm test` installs them). */
function postgresBinDir(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions[0]) {
    throw new Error(
      `No PostgreSQL server in ${root}: run "apt-get install -y postgresql" (npm test does it as root).`,
    )
  }
  return join(root, versions[0], 'bin')
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * A throwaway PostgreSQL server for tests: a new cluster in a temporary folder, on a free
 * loopback port, durability off (tests need none). PostgreSQL refuses to run as root, so as
 * root it runs as Debian's `postgres` user.
 */
export async function startLocalPostgres(): Promise<LocalPostgres> {
  const bin = postgresBinDir()
  const dir = mkdtempSync(join(tmpdir(), 'latch-postgres-'))
  const asRoot = process.getuid?.() === 0
  const command = (program: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args]
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    chownSync(dir, uid, gid)
  }
  const data = join(dir, 'data')
  execFileSync(
    ...command('initdb', ['-D', data, '-U', 'latch', '--auth=trust', '-E', 'UTF8', '--no-sync']),
    { stdio: 'ignore' },
  )
  const port = await freePort()
  const [program, args] = command('postgres', [
    '-D',
    data,
    '-p',
    String(port),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ])
  const server: ChildProcess = spawn(program, args, { stdio: 'ignore' })
  const url = `postgres://latch@127.0.0.1:${port}/postgres`
  const { default: pg } = await import('pg')
  const deadline = Date.now() + 20_000
  for (;;) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      break
    } catch (error) {
      await client.end().catch(() => undefined)
      if (Date.now() > deadline || server.exitCode !== null) {
        server.kill('SIGKILL')
        throw new Error(`PostgreSQL did not start: ${String(error)}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => server.once('exit', resolve))
      // SIGINT: PostgreSQL's fast shutdown.
      server.kill('SIGINT')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
