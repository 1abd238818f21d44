import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createPostgresDatabase, type Database } from '@latch/database'
import { freePort } from '../../../database/src/testing/localPostgres.js'
import { developmentClientSecret } from '../frame/frameConfig.js'
import {
  type LocalIdentityProvider,
  startLocalIdentityProvider,
} from '../oidc/localIdentityProvider.js'
import { socialCallbackPath } from '../social/socialLogin.js'
import { type RoundRobinProxy, startRoundRobinProxy } from './roundRobinProxy.js'

/** One `latch-server` process of a cluster. */
export type ClusterMember = {
  index: number
  /** Its own API listener, `http://127.0.0.1:<port>` (the proxy's target). */
  url: string
  /** Its own frame listener. */
  frameUrl: string
  /** Everything it printed so far, stdout and stderr. */
  output(): string
  /** False once it exited. */
  running(): boolean
  /** Sends `signal` (SIGTERM by default) and resolves once the process exited. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

export type ServerCluster = {
  /** The API as every client reaches it: the round-robin proxy in front of the members. */
  url: string
  /** The frame's origin as browsers reach it: a second round-robin proxy. */
  frameUrl: string
  /** The identity provider the social logins use (google), outside the members. */
  identityProviderUrl: string
  members: readonly ClusterMember[]
  api: RoundRobinProxy
  frame: RoundRobinProxy
  /** The members' schema, for the tests to count what they stored. */
  database: Database
  close(): Promise<void>
}

export type StartServerClusterParameters = {
  /** The PostgreSQL server (`inject('postgresUrl')`); the cluster gets a schema of its own. */
  postgresUrl: string
  /** How many processes: 3 by default. */
  size?: number
  /** More settings, under their environment names, for every member alike. */
  settings?: Readonly<Record<string, unknown>>
}

const serverCommand = fileURLToPath(new URL('../../bin/latch-server.mjs', import.meta.url))
const serverBuild = fileURLToPath(new URL('../../dist/cli.js', import.meta.url))
let clusters = 0

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (exited(child)) return resolve()
    child.once('exit', () => resolve())
    child.kill(signal)
  })
}

/** Starts `latch-server` with `configFile` on its own ports; resolves once it listens. */
async function startMember(index: number, configFile: string): Promise<ClusterMember> {
  const [port, framePort] = [await freePort(), await freePort()]
  const child = spawn(
    process.execPath,
    [serverCommand, '--port', String(port), '--frame-port', String(framePort)],
    {
      // The configuration file alone: no setting of the caller's environment reaches it.
      env: { PATH: process.env.PATH ?? '', LATCH_CONFIG_FILE: configFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const listening = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('latch-server listening on')) resolve()
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.once('error', reject)
    child.once('exit', (code, signal) =>
      reject(new Error(`member ${index} exited (${code ?? signal}) before listening:\n${output}`)),
    )
  })
  try {
    await listening
  } catch (error) {
    await stopChild(child, 'SIGKILL')
    throw error
  }
  return {
    index,
    url: `http://127.0.0.1:${port}`,
    frameUrl: `http://127.0.0.1:${framePort}`,
    output: () => output,
    running: () => !exited(child),
    stop: (signal = 'SIGTERM') => stopChild(child, signal),
  }
}

/**
 * Several `latch-server` processes (the built command, as a site runs it) on one PostgreSQL
 * schema, behind a round-robin proxy for the API and another for the frame, with the same
 * configuration file: what a site with real traffic deploys. Social logins use one local
 * OpenID provider outside the members (a real provider is outside them too), configured for
 * google; the members run in development mode otherwise (the mailbox, the public wallet key).
 *
 * @example
 * const cluster = await startServerCluster({ postgresUrl: inject('postgresUrl') })
 */
export async function startServerCluster({
  postgresUrl,
  size = 3,
  settings = {},
}: StartServerClusterParameters): Promise<ServerCluster> {
  if (!existsSync(serverBuild)) {
    throw new Error(`${serverBuild} is missing: build the server first (pnpm turbo run build)`)
  }
  const members: ClusterMember[] = []
  const dir = mkdtempSync(join(tmpdir(), 'latch-cluster-'))
  const schema = `cluster_${process.pid}_${Date.now().toString(36)}_${++clusters}`
  const api = await startRoundRobinProxy(() => members.map((member) => member.url))
  const frame = await startRoundRobinProxy(() => members.map((member) => member.frameUrl))
  let identityProvider: LocalIdentityProvider | undefined
  let database: Database | undefined
  async function close() {
    await Promise.all(members.map((member) => member.stop()))
    await Promise.all([api.close(), frame.close(), identityProvider?.close(), database?.close()])
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    identityProvider = await startLocalIdentityProvider({
      port: 0,
      host: '127.0.0.1',
      clients: [{ clientId: 'google', clientSecret: developmentClientSecret }],
      redirectUris: [`${frame.url}${socialCallbackPath}`],
    })
    const configFile = join(dir, 'latch.json')
    writeFileSync(
      configFile,
      JSON.stringify({
        DATABASE_URL: postgresUrl,
        LATCH_DATABASE_SCHEMA: schema,
        HOST: '127.0.0.1',
        LATCH_DEVELOPMENT: 'true',
        // Behind the proxies: the relay's audience, the frame's origin, the client's address.
        LATCH_PUBLIC_URL: api.url,
        LATCH_FRAME_PUBLIC_URL: frame.url,
        LATCH_TRUST_PROXY: '1',
        LATCH_OIDC_PORT: 'off',
        LATCH_SOCIAL_PROVIDERS: {
          google: {
            clientId: 'google',
            clientSecret: developmentClientSecret,
            issuer: identityProvider.issuer,
          },
        },
        // Every request comes from 127.0.0.1 here, more than one visitor ever would.
        LATCH_RATE_LIMIT: 'off',
        LATCH_FRAME_RATE_LIMIT: '1000000/60',
        ...settings,
      }),
    )
    // All at once, as a deployment starts them: they race to create and migrate the schema.
    await Promise.all(
      Array.from({ length: size }, async (_, index) => {
        members[index] = await startMember(index, configFile)
      }),
    )
    database = await createPostgresDatabase({ url: postgresUrl, schema, maxConnections: 2 })
  } catch (error) {
    await close()
    throw error
  }
  return {
    url: api.url,
    frameUrl: frame.url,
    identityProviderUrl: identityProvider.issuer,
    members,
    api,
    frame,
    database,
    close,
  }
}
