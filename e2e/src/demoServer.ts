import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { preview } from 'vite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string
  }
}

const demoDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'demo')

/** Serves the built demo on a free loopback port for the whole run. */
export async function setup(project: TestProject) {
  if (!existsSync(join(demoDir, 'dist', 'index.html'))) {
    throw new Error('apps/demo/dist is missing: build the demo first (turbo runs it before e2e).')
  }
  const server = await preview({
    root: demoDir,
    configFile: false,
    logLevel: 'warn',
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  })
  const url = server.resolvedUrls?.local[0]
  if (!url) throw new Error('the demo server did not report its URL')
  project.provide('demoUrl', url)
  return async () => {
    await server.close()
  }
}
