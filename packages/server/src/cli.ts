import { parseArgs } from 'node:util'
import type { ServerOptions } from './config/serverConfig.js'
import { startServer } from './createServer.js'

const usage = `Usage: latch-server [--dev] [--port <n>] [--host <address>] [--data-dir <path>]
                    [--chain-rpc <caip-2>=<url>,…] [--frame-port <n>] [--oidc-port <n|off>]
                    [--config <file.json>]

Runs the Latch config service, analytics, the blockchain service and the WalletConnect relay
(ws://<host>:<port>/relay); see the README of @latch/server. --chain-rpc lists the chains to
index and answer for, such as eip155:31337=http://127.0.0.1:8545,eip155:31338=http://127.0.0.1:8546
(a solana: cluster's JSON-RPC URL, a bip122: chain's Esplora API URL, a polkadot: chain's
node WebSocket URL, ws:// or wss://).
The secure frame (email and social login, the embedded wallet) listens on --frame-port
(8788). --dev (LATCH_DEVELOPMENT=true) runs the development stand-ins: the demo project,
the development mailbox at <frame>/dev/mailbox (unless LATCH_SMTP_URL is set), the local
OpenID provider on --oidc-port (8789), the Farcaster approval page (on latch-devnet's
Farcaster relay and ID registry) and the public wallet key. Without --dev a project that offers a login needs LATCH_SMTP_URL, LATCH_WALLET_KEY
and LATCH_SOCIAL_PROVIDERS, or the server does not start.
--config (LATCH_CONFIG_FILE) reads the settings below from a JSON object of their names
({"LATCH_RATE_LIMIT": "600/60", …}); a variable that is set wins over the file, a flag over both.
Every setting also reads its environment variable: PORT, HOST, DATABASE_URL,
LATCH_DATA_DIR, LATCH_PROJECTS, LATCH_PROJECTS_FILE, LATCH_ALLOWED_ORIGINS,
LATCH_WALLET_REGISTRY, LATCH_RATE_LIMIT, LATCH_TRUST_PROXY, LATCH_IPV6_PREFIX, LATCH_PUBLIC_URL,
LATCH_CHAIN_RPC, LATCH_TOKENS, LATCH_TOKENS_FILE, LATCH_PRICES, LATCH_INDEXER_POLL_MS,
LATCH_INDEXER_START_BLOCK, LATCH_POLKADOT_HISTORY_BLOCKS, LATCH_NAME_ZONE, LATCH_SIGNATURE_MAX_AGE_SECONDS, LATCH_FAULTS,
LATCH_FRAME_PORT, LATCH_FRAME_PUBLIC_URL, LATCH_WALLET_KEY, LATCH_SMTP_URL, LATCH_MAIL_FROM,
LATCH_OIDC_PORT, LATCH_SOCIAL_PROVIDERS, LATCH_FARCASTER_RELAY, LATCH_FARCASTER_RPC,
LATCH_FARCASTER_ID_REGISTRY, LATCH_FARCASTER_DEV_CUSTODY_KEY, LATCH_FARCASTER_DEV_RELAY_KEY,
LATCH_SMART_ACCOUNTS, LATCH_PAYMASTER_KEY,
LATCH_FRAME_RATE_LIMIT, LATCH_RELAY, LATCH_RELAY_MAX_MESSAGE_BYTES,
LATCH_RELAY_MAX_SUBSCRIPTIONS, LATCH_RELAY_MESSAGES_PER_SECOND, LATCH_RELAY_MAX_TTL_SECONDS,
LATCH_RELAY_MAX_CONNECTIONS_PER_CLIENT, LATCH_RELAY_MAX_CONNECTIONS_PER_PROJECT,
LATCH_RELAY_MAX_TOPIC_BYTES, LATCH_RELAY_MAX_CLIENT_BYTES, LATCH_RELAY_MAX_STORED_BYTES,
LATCH_DEVELOPMENT, …`

/**
 * The `latch-server` command: starts the server, prints where it listens, and stops it on
 * SIGINT or SIGTERM.
 */
export async function runServerCli(
  argv: readonly string[],
  env: Record<string, string | undefined> = process.env,
): Promise<void> {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      'data-dir': { type: 'string' },
      'chain-rpc': { type: 'string' },
      'frame-port': { type: 'string' },
      'oidc-port': { type: 'string' },
      config: { type: 'string' },
      dev: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    console.log(usage)
    return
  }
  const options: ServerOptions = {
    env: {
      ...env,
      ...(values.port === undefined ? {} : { PORT: values.port }),
      ...(values['data-dir'] === undefined ? {} : { LATCH_DATA_DIR: values['data-dir'] }),
      ...(values['chain-rpc'] === undefined ? {} : { LATCH_CHAIN_RPC: values['chain-rpc'] }),
      ...(values['frame-port'] === undefined ? {} : { LATCH_FRAME_PORT: values['frame-port'] }),
      ...(values['oidc-port'] === undefined ? {} : { LATCH_OIDC_PORT: values['oidc-port'] }),
      ...(values.dev ? { LATCH_DEVELOPMENT: 'true' } : {}),
      ...(values.config === undefined ? {} : { LATCH_CONFIG_FILE: values.config }),
    },
    ...(values.host === undefined ? {} : { host: values.host }),
  }
  const running = await startServer(options)
  const { config, database } = running.server
  console.log(
    `latch-server listening on ${running.url} (database: ${database.description}; projects: ${config.projects.map((project) => project.id).join(', ') || 'none'}; wallets: ${config.wallets.length}; chains: ${[...config.chains, ...config.solanaClusters, ...config.bitcoinChains, ...config.polkadotChains, ...config.cosmosChains].map((chain) => chain.caipNetworkId).join(', ') || 'none'}${config.faults.length ? `; FAULT INJECTION ON (${config.faults.length} rules)` : ''})`,
  )
  console.log(
    `latch-server secure frame on ${running.frameUrl}/frame${{ mailbox: `; codes in the development mailbox ${running.frameUrl}/dev/mailbox`, smtp: '; codes sent by SMTP', none: '; no email login (no SMTP)' }[config.frame.mail.kind]}`,
  )
  if (running.relayUrl) console.log(`latch-server WalletConnect relay on ${running.relayUrl}`)
  if (running.relayUrl && !config.development && !config.publicUrl) {
    // The relay accepts only its listener's own addresses as a JWT audience then: behind a
    // proxy or a public name, every client names another, and every connection is refused.
    console.warn(
      "latch-server: LATCH_PUBLIC_URL is not set: the relay accepts only clients that connect to this listener's own addresses. Set it to the public https URL (or LATCH_RELAY=off).",
    )
  }
  if (config.development) {
    console.warn(
      'latch-server: DEVELOPMENT MODE (--dev): the development stand-ins run (mailbox, local OpenID provider, Farcaster page, public wallet key). Never in production.',
    )
  }
  if (config.frame.walletKeyIsDevelopmentDefault) {
    // Says which key, never the key itself.
    console.warn(
      'latch-server: LATCH_WALLET_KEY is not set: wallet keys are sealed with the public development key. Set it in production.',
    )
  }
  const stop = () => {
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('latch-server: failed to stop cleanly', error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}
