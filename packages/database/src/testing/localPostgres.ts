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

/** A port of 127.0.0.1 that nothing listens on now (the OS's pick, released at once). */
export async function freePort(): Promise<number> {
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
 * Who runs the server: PostgreSQL refuses root, so as root Debian's `postgres` user. Set on the
 * child itself (spawn's `uid` and `gid`) rather than through `runuser`, which would stand
 * between this process and the server: it ignores SIGINT, so the server never heard the
 * stop, the run's teardown waited out its timeout and vitest exited with the server still up.
 */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  const id = (flag: string) =>
    Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim())
  return { uid: id('-u'), gid: id('-g') }
}

// A fast shutdown takes milliseconds; past this the server is killed, so a stop always ends.
const stopGraceMs = 5_000

/** Stops the server (SIGINT: fast shutdown, open sessions ended) and waits until it exited. */
async function stopServer(server: ChildProcess): Promise<void> {
  // Never started (the spawn failed), or gone already.
  if (server.pid === undefined || server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()))
  server.kill('SIGINT')
  const timer = setTimeout(() => server.kill('SIGKILL'), stopGraceMs)
  await exited
  clearTimeout(timer)
}

/**
 * A throwaway PostgreSQL server for tests: a new cluster in a temporary folder, on a free
 * loopback port, durability off (tests need none). As root it runs as Debian's `postgres`
 * user. `stop()` resolves once the server has exited and its folder is gone; a process that
 * exits without calling it (vitest forcing its exit) takes the server along.
 */
export async function startLocalPostgres(): Promise<LocalPostgres> {
  const bin = postgresBinDir()
  const dir = mkdtempSync(join(tmpdir(), 'latch-postgres-'))
  const user = serverUser()
  if (user) chownSync(dir, user.uid, user.gid)
  // The temporary folder as working directory: the postgres user may not read the caller's.
  const asServerUser = { cwd: dir, ...user }
  const data = join(dir, 'data')
  try {
    execFileSync(
      join(bin, 'initdb'),
      ['-D', data, '-U', 'latch', '--auth=trust', '-E', 'UTF8', '--no-sync'],
      { ...asServerUser, stdio: 'ignore', timeout: 60_000 },
    )
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
  const port = await freePort()
  const server: ChildProcess = spawn(
    join(bin, 'postgres'),
    [
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
    ],
    { ...asServerUser, stdio: 'ignore' },
  )
  // A spawn that fails is reported by the readiness loop below, not as an uncaught error.
  server.on('error', () => undefined)
  // Synchronous, as an exit hook must be: SIGQUIT (immediate shutdown) still frees the
  // server's shared memory, which SIGKILL would leave behind.
  const onExit = () => {
    server.kill('SIGQUIT')
    rmSync(dir, { recursive: true, force: true })
  }
  process.once('exit', onExit)
  async function stop(): Promise<void> {
    process.off('exit', onExit)
    await stopServer(server)
    rmSync(dir, { recursive: true, force: true })
  }
  const url = `postgres://latch@127.0.0.1:${port}/postgres`
  const { default: pg } = await import('pg')
  const deadline = Date.now() + 20_000
  for (;;) {
    // A server that accepts but does not answer yet must not hold a try for ever.
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 })
    try {
      await client.connect()
      await client.end()
      break
    } catch (error) {
      await client.end().catch(() => undefined)
      if (Date.now() > deadline || server.exitCode !== null) {
        await stop()
        throw new Error(`PostgreSQL did not start: ${String(error)}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return { url, stop }
}
