// The server's tests also run on a real PostgreSQL server (what production uses besides
// PGlite): Debian's, started by the tests themselves in a temporary folder.
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { log, run } from './bootstrap.mjs'

const root = '/usr/lib/postgresql'

function hasPostgres() {
  return (
    existsSync(root) &&
    readdirSync(root).some((version) => existsSync(join(root, version, 'bin', 'postgres')))
  )
}

export async function ensurePostgres() {
  if (hasPostgres()) return
  if (process.getuid?.() !== 0) {
    throw new Error(
      `No PostgreSQL server in ${root}: run "apt-get install -y postgresql" as root, then retry.`,
    )
  }
  log('installing Debian postgresql (apt-get)')
  await run('apt-get', ['update', '-qq'])
  // Only the binaries: the tests start their own server, so the package's cluster is not needed.
  await run('apt-get', ['install', '-y', '-qq', 'postgresql'], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  })
}
