import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type DevnetInfo, startLocalChains } from '@latch/testkit'
import { type Plugin, preview } from 'vite'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string
    devnet: DevnetInfo
  }
}

const demoDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'demo')

/** Serves `/devnet.json` (the chains of this run) ahead of the built demo's own files. */
function devnetJson(devnet: DevnetInfo): Plugin {
  const body = JSON.stringify(devnet)
  return {
    name: 'latch-devnet-json',
    configurePreviewServer(server) {
      server.middlewares.use('/devnet.json', (_request, response) => {
        response.setHeader('content-type', 'application/json')
        response.setHeader('cache-control', 'no-store')
        response.end(body)
      })
    },
  }
}

/**
 * Starts the local chains (two hardhat nodes with the test token) and serves the built demo
 * on free loopback ports for the whole run; tests `inject('demoUrl')` and `inject('devnet')`.
 */
export async function setup(project: TestProject) {
  if (!existsSync(join(demoDir, 'dist', 'index.html'))) {
    throw new Error('apps/demo/dist is missing: build the demo first (turbo runs it before e2e).')
  }
  const chains = await startLocalChains()
  const devnet: DevnetInfo = {
    chains: chains.chains,
    token: chains.token,
    accounts: chains.accounts,
  }
  try {
    const server = await preview({
      root: demoDir,
      configFile: false,
      logLevel: 'warn',
      plugins: [devnetJson(devnet)],
      preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
    })
    const url = server.resolvedUrls?.local[0]
    if (!url) {
      await server.close()
      throw new Error('the demo server did not report its URL')
    }
    project.provide('demoUrl', url)
    project.provide('devnet', devnet)
    return async () => {
      await server.close()
      await chains.stop()
    }
  } catch (error) {
    await chains.stop()
    throw error
  }
}
