// Brings a fresh machine that has only Node and npm to a working checkout: the pinned pnpm
// (from `packageManager`), the locked dependencies. Used by both README commands.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { delimiter, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = join(dirname(fileURLToPath(import.meta.url)), '..')

const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager
const pnpmVersion = pinned.replace(/^pnpm@/, '')
const toolsBin = join(root, '.tools', 'node_modules', '.bin')
const localPnpm = join(toolsBin, 'pnpm')

export function log(message) {
  console.log(`\x1b[36m[latch]\x1b[0m ${message}`)
}

function versionOf(command) {
  try {
    return execFileSync(command, ['--version'], { encoding: 'utf8', stdio: 'pipe' }).trim()
  } catch {
    return undefined
  }
}

/** The pnpm binary of the pinned version: the one on PATH if it matches, else a local copy. */
function resolvePnpm() {
  if (versionOf('pnpm') === pnpmVersion) return 'pnpm'
  if (existsSync(localPnpm) && versionOf(localPnpm) === pnpmVersion) return localPnpm
  log(`installing pnpm ${pnpmVersion} into .tools/ (npm registry)`)
  // A local prefix keeps the machine's global npm untouched.
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      join(root, '.tools'),
      '--no-save',
      '--no-audit',
      '--no-fund',
      `pnpm@${pnpmVersion}`,
    ],
    { stdio: 'inherit' },
  )
  return localPnpm
}

/**
 * Runs a command and resolves when it exits 0; rejects with its exit code otherwise.
 * `detached` starts it in a process group of its own; `onSpawn` receives the child process.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? root,
      stdio: 'inherit',
      detached: options.detached ?? false,
      env: {
        ...process.env,
        // turbo looks pnpm up on PATH: the local copy must be found there too.
        PATH: `${toolsBin}${delimiter}${process.env.PATH ?? ''}`,
        TURBO_TELEMETRY_DISABLED: '1',
        // `next build` of apps/example-next would report to Vercel's telemetry service.
        NEXT_TELEMETRY_DISABLED: '1',
        ...options.env,
      },
    })
    options.onSpawn?.(child)
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    )
  })
}

/** Installs pnpm and the workspace dependencies; returns the pnpm binary to use. */
export async function bootstrap() {
  const pnpm = resolvePnpm()
  log('installing dependencies (pnpm install --frozen-lockfile)')
  await run(pnpm, ['install', '--frozen-lockfile', '--prefer-offline'])
  return pnpm
}
