import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { findFreePorts } from '@latch/testkit'
import { preview } from 'vite'

const apps = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'apps')

export type ExampleServer = { url: string; close(): Promise<void> }

/** Serves a built Vite site (its `dist`) on a free loopback port. */
export async function serveViteSite(root: string): Promise<ExampleServer> {
  if (!existsSync(join(root, 'dist'))) {
    throw new Error(`${root}/dist is missing: build it first (turbo builds it before e2e)`)
  }
  const server = await preview({
    root,
    configFile: false,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) {
    await server.close()
    throw new Error(`the preview of ${root} did not report its URL`)
  }
  return { url, close: () => server.close() }
}

/** The production build of apps/example-vite, served. */
export const serveViteExample = () => serveViteSite(join(apps, 'example-vite'))

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/**
 * The production build of apps/example-next (`.next`), served by `next start` on a free
 * loopback port: resolves once it answers.
 */
export async function startNextExample(): Promise<ExampleServer> {
  const root = join(apps, 'example-next')
  if (!existsSync(join(root, '.next', 'BUILD_ID'))) {
    throw new Error(`${root}/.next is missing: build it first (turbo builds it before e2e)`)
  }
  const [port] = await findFreePorts('127.0.0.1', 1)
  const next = join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
  const child = spawn(process.execPath, [next, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (data) => {
    output += data
  })
  child.stderr?.on('data', (data) => {
    output += data
  })
  const url = `http://127.0.0.1:${port}/`
  // Ready when it answers a request: its "Ready" line comes before it listens on some versions.
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`next start exited:\n${output}`)
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) break
    if (attempt === 300) {
      await stopped(child)
      throw new Error(`next start did not answer within 30 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return { url, close: () => stopped(child) }
}
