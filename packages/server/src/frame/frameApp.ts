import { hkdfSync, randomBytes } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { BaseError, InsufficientFundsError } from 'viem'
import { AuthError } from '../auth/authError.js'
import { authRoutes } from '../auth/authRoutes.js'
import { createEmailCodes } from '../auth/emailCodes.js'
import { createFrameSessions } from '../auth/frameSessions.js'
import { createTokenCatalogue } from '../blockchain/tokenCatalogue.js'
import type { ChainClients } from '../chains/chainClient.js'
import { ServerConfigError } from '../config/parseSetting.js'
import type { ServerConfig } from '../config/serverConfig.js'
import type { Queryable } from '../db/database.js'
import { createDevelopmentFarcasterWallet } from '../farcaster/developmentFarcasterWallet.js'
import { createFarcasterSignIn } from '../farcaster/farcasterSignIn.js'
import { clientKey } from '../http/clientAddress.js'
import { RequestError } from '../http/requestError.js'
import { createStoredRateLimits } from '../http/storedRateLimits.js'
import { createDevMailbox, type DevMailbox } from '../mail/devMailbox.js'
import { mailboxRoutes } from '../mail/mailboxRoutes.js'
import type { MailTransport } from '../mail/mailTransport.js'
import { createSmtpTransport } from '../mail/smtpTransport.js'
import { createServerPriceSource } from '../prices/serverPriceSource.js'
import { createProjectLookup } from '../projects/projectStore.js'
import { createPaymaster } from '../smartAccounts/paymaster.js'
import { createSmartAccounts } from '../smartAccounts/smartAccounts.js'
import { farcasterRoutes } from '../social/farcasterRoutes.js'
import { createSocialLogin } from '../social/socialLogin.js'
import { socialRoutes } from '../social/socialRoutes.js'
import { createEvmAccounts } from '../wallet/evmAccounts.js'
import { createKeyCipher, type KeyCipher } from '../wallet/keyCipher.js'
import { rpcRoutes } from '../wallet/rpcRoutes.js'
import { createWalletAssets } from '../wallet/walletAssets.js'
import { createWalletVault, type WalletVault } from '../wallet/walletVault.js'
import { frameApiGuard } from './frameApiGuard.js'
import { createFrameAssets, type FrameAssets } from './frameAssets.js'
import type { FrameContext } from './frameContext.js'
import {
  createOriginGuard,
  frameAncestorPatterns,
  frameAncestorsDirective,
  isFrameAncestor,
} from './frameOrigins.js'
import {
  approvalWindowPage,
  approvalWindowPath,
  frameAssetsPath,
  framePageHtml,
  framePagePolicy,
  frameStylesPath,
} from './framePage.js'
import { frameStyles } from './frameStyles.js'
import { refererOrigin, unverifiedDomainPage } from './unverifiedDomainPage.js'

export type CreateFrameAppParameters = {
  database: Queryable
  config: Pick<
    ServerConfig,
    | 'allowedOrigins'
    | 'projectCacheTtlMs'
    | 'bodyLimitBytes'
    | 'solanaClusters'
    | 'frame'
    | 'trustProxy'
    | 'farcaster'
    | 'ipv6PrefixLength'
    | 'development'
    | 'smartAccounts'
    | 'paymasterKey'
    | 'chains'
    | 'prices'
    | 'priceSource'
    | 'swap'
    | 'publicUrl'
  >
  chainClients: ChainClients
  /** Where codes are sent; from `config.frame.mail` by default (the dev mailbox or SMTP). */
  mail?: MailTransport
  /** The frame's script; read from the build output by default. */
  assets?: FrameAssets
  /** Used to send Solana transactions; the global fetch by default. */
  fetch?: typeof fetch
  /**
   * The frame's origins as browsers reach it: its API answers requests of these only
   * (frameApiGuard.ts). None until the server listens, unless `frame.publicUrl` is set.
   */
  frameOrigins: () => readonly string[]
  /**
   * Where the blockchain service is reached (token icons of `wallet_getAssets`), once it
   * listens; `config.publicUrl` when set.
   */
  serviceUrl?: () => string | undefined
  /** The local OpenID provider's issuer once it runs: the default of every social login. */
  localIssuer?: () => string | undefined
  logError?: (error: unknown) => void
}

export type FrameApp = {
  app: Hono
  context: FrameContext
  /** The development mailbox, when codes go there (no SMTP configured and no `mail` given). */
  mailbox: DevMailbox | undefined
  vault: WalletVault
}

/**
 * The secure frame's origin (SPEC.md §7 "Embedded frame"): the frame page (`/` and `/frame`,
 * with the query `projectId, chainId, version, enableLogger, rpcUrl`) and its script, the
 * API it calls (email login, social login, Farcaster, session, user, RPC) and the
 * development pages (mailbox, Farcaster approval). The page may be framed only by the project's allowed
 * origins (CSP `frame-ancestors`).
 */
export function createFrameApp({
  database,
  config,
  chainClients,
  mail,
  assets = createFrameAssets(),
  fetch: fetchRpc,
  frameOrigins,
  serviceUrl = () => undefined,
  localIssuer = () => undefined,
  logError = (error) => console.error('[latch-server frame]', error),
}: CreateFrameAppParameters): FrameApp {
  const mailbox =
    mail === undefined && config.frame.mail.kind === 'mailbox' ? createDevMailbox() : undefined
  const transport =
    mail ??
    mailbox ??
    (config.frame.mail.kind === 'smtp' ? createSmtpTransport(config.frame.mail.url) : undefined)
  const findProject = createProjectLookup(database, { ttlMs: config.projectCacheTtlMs })
  // Without a wallet key (outside development, no project offering logins) no wallet is ever
  // sealed or opened: a random key keeps the code secret unguessable all the same.
  const walletKey = config.frame.walletKey
  const vault = createWalletVault({
    db: database,
    cipher: walletKey ? createKeyCipher(walletKey) : missingWalletKeyCipher,
  })
  const limits = createStoredRateLimits(database)
  const smartAccounts = createSmartAccounts({
    chains: config.smartAccounts,
    clients: chainClients,
    paymaster: createPaymaster({
      key: config.paymasterKey,
      chains: config.smartAccounts,
      clients: chainClients,
    }),
    sponsoring: config.paymasterKey !== undefined,
  })
  const context: FrameContext = {
    db: database,
    guard: createOriginGuard(findProject, config.allowedOrigins),
    // Codes are keyed with a key of their own, derived so that it never equals the wallet key.
    codes: createEmailCodes({
      db: database,
      secret: walletKey ? deriveCodeSecret(walletKey) : new Uint8Array(randomBytes(32)),
    }),
    sessions: createFrameSessions({ db: database }),
    vault,
    mail: transport,
    mailFrom: config.frame.mail.from,
    chainClients,
    solanaClusters: config.solanaClusters,
    smartAccounts,
    evmAccounts: createEvmAccounts({ db: database, vault, smartAccounts }),
    walletAssets: createWalletAssets({
      chains: config.chains,
      clients: chainClients,
      // The balance route's prices: a source given from code, else the table, then the exchange.
      prices:
        config.priceSource ??
        createServerPriceSource({
          table: config.prices,
          catalogue: createTokenCatalogue(config.chains),
          chains: config.chains,
          dexes: config.swap.dexes,
          clients: chainClients,
        }),
      serviceUrl: () => config.publicUrl ?? serviceUrl(),
    }),
    async limit(c, name, key = clientKey(c, config)) {
      const decision = await limits.hit(name, key, config.frame.rateLimits[name])
      if (decision.allowed) return
      const seconds = decision.retryAfterSeconds
      // The code mailer's refusal is the one core shows in words (SPEC.md §8).
      if (name.startsWith('code')) throw new AuthError('EMAIL_RATE_LIMITED', { seconds })
      throw new RequestError(
        429,
        'rate_limited',
        `Too many requests; retry after ${seconds} s`,
        undefined,
        {
          'retry-after': String(seconds),
        },
      )
    },
  }

  const app = new Hono()
  app.onError((error, c) => {
    if (error instanceof AuthError) return c.json(error.body, error.status)
    if (error instanceof RequestError) {
      for (const [name, value] of Object.entries(error.headers)) c.header(name, value)
      return c.json(error.body, error.status)
    }
    if (error instanceof BaseError) {
      // The chain refused: the visitor gets a sentence of ours, never the node's own text
      // (which a chain RPC writes); the operator's log has the whole error.
      logError(error)
      const message = error.walk((cause) => cause instanceof InsufficientFundsError)
        ? 'The account has too little to pay for this transaction'
        : 'The network refused the transaction'
      return c.json({ error: { code: 'rpc_failed', message } }, 400)
    }
    logError(error)
    return c.json({ error: { code: 'internal_error', message: 'An error occurred' } }, 500)
  })
  app.notFound((c) =>
    c.json(
      { error: { code: 'not_found', message: `No route for ${c.req.method} ${c.req.path}` } },
      404,
    ),
  )
  app.use('*', async (c, next) => {
    await next()
    c.header('x-content-type-options', 'nosniff')
    c.header('referrer-policy', 'no-referrer')
  })
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: config.bodyLimitBytes * 8,
      onError: (c) =>
        c.json({ error: { code: 'payload_too_large', message: 'The request is too large' } }, 413),
    }),
  )
  // Counted before anything else: refused requests count too.
  app.use('/api/*', async (c, next) => {
    await context.limit(c, 'api')
    await next()
  })
  app.use('/api/*', frameApiGuard(frameOrigins))
  // The API is the frame's own: no other origin reads it, and no page frames it.
  app.use('/api/*', async (c, next) => {
    await next()
    c.header('cross-origin-resource-policy', 'same-origin')
    c.header('cache-control', 'no-store')
  })

  const page = async (c: Context) => {
    const projectId = c.req.query('projectId')
    const project = projectId ? await findProject(projectId).catch(() => undefined) : undefined
    const patterns = frameAncestorPatterns(project, config.allowedOrigins)
    c.header('cache-control', 'no-store')
    // A known project's frame asked for by a site it does not list: said to that site, where
    // the frame's own CSP would only block it.
    const site = refererOrigin(c.req.header('referer'))
    if (project && site && !isFrameAncestor(site, patterns)) {
      const unverified = unverifiedDomainPage(site)
      c.header('content-security-policy', unverified.policy)
      return c.html(unverified.html)
    }
    c.header('content-security-policy', framePagePolicy(frameAncestorsDirective(patterns)))
    return c.html(framePageHtml)
  }
  app.get('/', page)
  app.get('/frame', page)
  app.get(approvalWindowPath, approvalWindowPage)
  app.get(frameStylesPath, (c) => {
    c.header('content-type', 'text/css; charset=utf-8')
    c.header('cache-control', 'no-cache')
    return c.body(frameStyles)
  })
  app.get(`${frameAssetsPath}/:name`, async (c) => {
    const script = await assets.script(c.req.param('name'))
    if (script === undefined) {
      return c.text(
        'No such script. Is the frame client built? (`pnpm --filter @latch/server build`)',
        404,
      )
    }
    c.header('content-type', 'text/javascript; charset=utf-8')
    c.header('cache-control', 'no-cache')
    return c.body(script)
  })
  app.get('/health', (c) => c.json({ status: 'ok' }))

  app.route('/', authRoutes(context))
  app.route('/', rpcRoutes(context, fetchRpc))
  if (mailbox) app.route('/', mailboxRoutes(mailbox))
  const frameOrigin = () => {
    const [origin] = frameOrigins()
    // Never the request's Host: a client could name any.
    if (!origin) throw new Error('The frame has no origin yet: it is not listening')
    return origin
  }
  const login = createSocialLogin({
    db: database,
    providers: config.frame.socialProviders,
    localIssuer,
  })
  app.route('/', socialRoutes({ context, login, frameOrigin }))
  const { developmentWallet } = config.farcaster
  app.route(
    '/',
    farcasterRoutes(context, {
      signIn: createFarcasterSignIn(config.farcaster),
      // The Farcaster app's stand-in (`/dev/farcaster`) in development only.
      developmentWallet:
        developmentWallet &&
        createDevelopmentFarcasterWallet({ ...config.farcaster, developmentWallet }),
      logError,
    }),
  )
  return { app, context, mailbox, vault }
}

const missingWalletKeyCipher: KeyCipher = {
  seal() {
    throw new ServerConfigError('LATCH_WALLET_KEY is not set: no embedded wallet can be made')
  },
  open() {
    throw new ServerConfigError('LATCH_WALLET_KEY is not set: no embedded wallet can be opened')
  },
}

function deriveCodeSecret(walletKey: Uint8Array): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', walletKey, new Uint8Array(), 'latch one-time codes', 32))
}
