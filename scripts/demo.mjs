// README command 1: installs everything, builds the demo and its packages, starts the local
// chains and the services, and serves the demo.
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { constants } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { pathToFileURL } from 'node:url'
import { bootstrap, log, root, run } from './bootstrap.mjs'

const demoDir = join(root, 'apps', 'demo')
const devnetBin = join(root, 'packages', 'testkit', 'bin', 'latch-devnet.mjs')
const serverBin = join(root, 'packages', 'server', 'bin', 'latch-server.mjs')
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by this script only, not a turbo task.
const serverPort = process.env.LATCH_SERVER_PORT ?? '8787'
// Where the demo page finds the services: written beside devnet.json, read at run time.
const servicesFiles = [
  join(demoDir, 'public', 'services.json'),
  join(demoDir, 'dist', 'services.json'),
]
// The demo fetches /devnet.json at run time: `public/` serves it to `vite dev`, `dist/` to
// the preview below (which serves the build as it is).
const devnetFiles = [join(demoDir, 'public', 'devnet.json'), join(demoDir, 'dist', 'devnet.json')]

/**
 * Starts `latch-devnet` (ports 8545 and 8546 unless `pnpm demo --ports A,B` says otherwise)
 * and resolves with the chains, the Solana cluster (absent with `--no-solana`), the Bitcoin
 * regtest ledger (absent with `--no-bitcoin`), the Polkadot chain (absent with `--no-polkadot`)
 * and the Cosmos chains (absent with `--no-cosmos`) it wrote once it prints its ready line.
 */
function startDevnet(extraArgs) {
  const args = [devnetBin, ...devnetFiles.flatMap((file) => ['--out', file]), ...extraArgs]
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  // A parent that exits any other way still takes the chains along.
  process.once('exit', () => child.kill('SIGTERM'))
  return new Promise((resolve, reject) => {
    let ready = false
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!ready && line.startsWith('latch-devnet ready')) {
        ready = true
        const info = JSON.parse(readFileSync(devnetFiles[0], 'utf8'))
        const { chains, solana, bitcoin, polkadot, cosmos, accountAbstraction, farcaster } = info
        resolve({ chains, solana, bitcoin, polkadot, cosmos, accountAbstraction, farcaster, stop })
      } else {
        console.log(line)
      }
    })
    exited.then((code) => {
      if (!ready) reject(new Error(`latch-devnet exited (${code}) before it was ready`))
    })
  })
}

/** `LATCH_SMART_ACCOUNTS` for the local chains the devnet runs account abstraction on. */
function smartAccountsEnv(accountAbstraction) {
  if (!accountAbstraction) return {}
  const chains = Object.fromEntries(
    Object.entries(accountAbstraction.chains).map(([id, chain]) => [
      `eip155:${id}`,
      {
        bundlerUrl: chain.bundlerUrl,
        entryPoint: accountAbstraction.entryPoint,
        accountFactory: chain.accountFactory,
        paymaster: chain.paymaster,
        smartSessions: {
          module: chain.smartSessions.smartSessions,
          sessionValidator: chain.smartSessions.sessionValidator,
          timeFramePolicy: chain.smartSessions.timeFramePolicy,
          spendingLimitPolicy: chain.smartSessions.spendingLimitPolicy,
        },
      },
    ]),
  )
  return { LATCH_SMART_ACCOUNTS: JSON.stringify(chains) }
}

/** Starts `latch-server` (the config service and analytics) and resolves with its URL. */
/** `LATCH_FARCASTER_*` for the devnet's Farcaster relay and ID registry (ports may differ). */
function farcasterEnv(farcaster) {
  if (!farcaster) return {}
  return {
    LATCH_FARCASTER_RELAY: farcaster.relayUrl,
    LATCH_FARCASTER_RPC: farcaster.rpcUrl,
    LATCH_FARCASTER_ID_REGISTRY: farcaster.idRegistry,
  }
}

function startServer({
  chains,
  solana,
  bitcoin,
  polkadot,
  cosmos = [],
  accountAbstraction,
  farcaster,
}) {
  // The server indexes the local chains: balances and activity come from them. It reads the
  // Solana cluster's balances too (LTT is listed there by default: its mint is fixed), the
  // Bitcoin regtest's through its Esplora API and the Polkadot chain's through its JSON-RPC
  // (Sign-In with Bitcoin and with Substrate are taken on those two), and the Cosmos chains'
  // through their CometBFT RPC (Sign-In with Cosmos too).
  const chainRpc = [
    ...chains.map((chain) => `eip155:${chain.id}=${chain.rpcUrl}`),
    ...(solana ? [`${solana.chainId}=${solana.rpcUrl}`] : []),
    ...(bitcoin ? [`${bitcoin.network.caipNetworkId}=${bitcoin.url}`] : []),
    ...(polkadot ? [`${polkadot.caipNetworkId}=${polkadot.wsUrl}`] : []),
    ...cosmos.map((chain) => `cosmos:${chain.chainId}=${chain.rpcUrl}`),
  ].join(',')
  const child = spawn(
    process.execPath,
    // --dev: the development mailbox, the local OpenID provider, the Farcaster approval page,
    // the public wallet key and the demo project, which a production server never runs.
    [serverBin, '--dev', '--port', serverPort, '--chain-rpc', chainRpc],
    {
      cwd: root,
      // The embedded wallet's smart accounts on the local chains: their bundler (alto), the
      // EntryPoint, the account factory and the paymaster latch-server signs for.
      // And Sign In With Farcaster on the devnet's relay and ID registry.
      env: { ...process.env, ...smartAccountsEnv(accountAbstraction), ...farcasterEnv(farcaster) },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  process.once('exit', () => child.kill('SIGTERM'))
  return new Promise((resolve, reject) => {
    let ready = false
    let url
    createInterface({ input: child.stdout }).on('line', (line) => {
      url ??= /^latch-server listening on (\S+)/.exec(line)?.[1]
      // The secure frame (email and social login) is announced on the next line.
      const frame = /^latch-server secure frame on (\S+)\/frame[;\s]/.exec(`${line} `)?.[1]
      if (!ready && url && frame) {
        ready = true
        for (const file of servicesFiles) {
          writeFileSync(file, JSON.stringify({ url, projectId: 'demo', frameUrl: frame }, null, 2))
        }
        resolve({ url, frameUrl: frame, stop })
      }
      console.log(line)
    })
    exited.then((code) => {
      if (!ready) reject(new Error(`latch-server exited (${code}) before it was ready`))
    })
  })
}

/**
 * Serves the Latch Test Mobile Wallet on its own origin, paired through the services' relay
 * with the dev accounts after the demo's own, and tells the demo page where it is.
 */
async function startMobileWallet(server) {
  const testkit = join(root, 'packages', 'testkit', 'dist', 'index.js')
  const { serveMobileWallet } = await import(pathToFileURL(testkit).href)
  const devnetInfo = JSON.parse(readFileSync(devnetFiles[0], 'utf8'))
  const served = await serveMobileWallet({
    relayUrl: `${server.url.replace(/^http/, 'ws')}/relay`,
    projectId: 'demo',
    devnet: devnetInfo,
  })
  for (const file of servicesFiles) {
    const services = JSON.parse(readFileSync(file, 'utf8'))
    writeFileSync(file, JSON.stringify({ ...services, mobileWalletUrl: served.url }, null, 2))
  }
  return served
}

const pnpm = await bootstrap()
log('building the demo, the packages it uses and the testkit')
await run(pnpm, [
  'exec',
  'turbo',
  'run',
  'build',
  '--filter=@latch/demo...',
  '--filter=@latch/testkit',
  '--filter=@latch/server',
  '--output-logs=errors-only',
])
log('starting the local chains (latch-devnet)')
// The collectibles' tokenURI names latch-server's port: the one it is started on below (a
// `--collectibles-base-uri` given to the demo comes later and wins).
const collectiblesBaseUri = `http://127.0.0.1:${serverPort}/devnet/collectibles/{chainId}/`
const devnet = await startDevnet([
  '--collectibles-base-uri',
  collectiblesBaseUri,
  ...process.argv.slice(2),
])
log('starting the services (latch-server)')
const server = await startServer(devnet)
log("starting the Latch Test Mobile Wallet (WalletConnect through the services' relay)")
const mobileWallet = await startMobileWallet(server)
// The demo's server (pnpm, then vite preview under it) runs in a process group of its own, so
// that stopping the demo stops the whole group: killing pnpm alone leaves vite serving.
let serve
const stopServe = () => {
  try {
    if (serve?.pid && serve.exitCode === null) process.kill(-serve.pid, 'SIGTERM')
  } catch {
    // Already gone.
  }
}
const stopAll = () => {
  stopServe()
  return Promise.all([devnet.stop(), server.stop(), mobileWallet.close()])
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.once(signal, () => {
    stopAll().then(() => process.exit(128 + constants.signals[signal]))
  })
}
for (const chain of devnet.chains) log(`chain ${chain.id} (${chain.name}): ${chain.rpcUrl}`)
if (devnet.solana) log(`Solana cluster (${devnet.solana.chainId}): ${devnet.solana.rpcUrl}`)
if (devnet.bitcoin) log(`Bitcoin regtest (Esplora API): ${devnet.bitcoin.url}`)
if (devnet.polkadot) {
  log(
    `Polkadot chain (${devnet.polkadot.caipNetworkId}, Asset Hub runtime): ${devnet.polkadot.wsUrl}`,
  )
}
for (const chain of devnet.cosmos ?? []) {
  log(`Cosmos chain (cosmos:${chain.chainId}, CometBFT RPC): ${chain.rpcUrl}`)
}
log(`services: ${server.url} (project "demo")`)
log(`secure frame (email and social login): ${server.frameUrl}/frame`)
log(`development mailbox (login codes): ${server.frameUrl}/dev/mailbox`)
log(`Latch Test Mobile Wallet (paste the demo's WalletConnect link): ${mobileWallet.url}`)
// biome-ignore lint/suspicious/noUndeclaredEnvVars: the demo's serve script reads PORT; no turbo task here.
log(`demo: http://127.0.0.1:${process.env.PORT ?? 5173}/`)
try {
  await run(pnpm, ['--filter', '@latch/demo', 'run', 'serve'], {
    detached: true,
    onSpawn: (child) => {
      serve = child
    },
  })
} finally {
  await stopAll()
}
