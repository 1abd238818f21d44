import { polkadotDevAccounts, polkadotDevPlanck } from '@latch/test-wallets'
import { assertPortFree } from '../freePort.js'
import type { PolkadotLocalInfo } from './polkadotLocalInfo.js'

/** The port the CLI (and so the demo) serves the chain on: a Substrate node's usual RPC port. */
export const defaultPolkadotPort = 9944

export type StartLocalPolkadotParameters = {
  /** The JSON-RPC port (WebSocket and HTTP); a free one when omitted (or 0). */
  readonly port?: number
  /** The interface to listen on; loopback unless told otherwise. */
  readonly host?: string
}

export type LocalPolkadot = PolkadotLocalInfo & {
  /**
   * Adds `planck` to `address`'s free balance (and to the total issuance) by writing storage,
   * then builds a block so that subscribers see it. Its nonce and other fields are kept.
   */
  fund(address: string, planck: bigint | number): Promise<void>
  /** Builds one block (with whatever waits in the pool); resolves with its hash. */
  newBlock(): Promise<string>
  /** Closes the server and the chain; safe to call more than once. */
  stop(): Promise<void>
}

type Chopsticks = typeof import('@acala-network/chopsticks')
type Blockchain = Awaited<ReturnType<Chopsticks['setupWithServer']>>['chain']
type ChainSpec = Exclude<
  Parameters<Chopsticks['setupWithServer']>[0]['genesis'],
  string | undefined
>
type Metadata = Awaited<Blockchain['head']['meta']>

// Chopsticks' pino loggers read LOG_LEVEL once, when its modules load, and log every block at
// "info": the module is loaded on first use, after this default is in place.
let loading: Promise<Chopsticks> | undefined
function loadChopsticks(): Promise<Chopsticks> {
  process.env.LOG_LEVEL ??= 'fatal'
  loading ??= import('@acala-network/chopsticks')
  return loading
}

// Chopsticks runs every runtime call in one worker thread per process, shared by its chains
// and never ended by their `close()`; it keeps the process alive, so the last chain ends it.
let runningChains = 0

/** How often the chain builds a block for extrinsics left waiting in its pool. */
const pendingSweepMs = 1_000

function planckOf(planck: bigint | number): bigint {
  if (typeof planck === 'number' && !Number.isSafeInteger(planck)) {
    throw new RangeError(`planck must be a whole number, not ${planck}`)
  }
  const value = BigInt(planck)
  if (value <= 0n) throw new RangeError(`planck must be positive, not ${value}`)
  return value
}

/** A storage item of the runtime's metadata, which this runtime is known to have. */
function storageEntry(meta: Metadata, pallet: string, item: string) {
  const entry = meta.query[pallet]?.[item]
  if (!entry) throw new Error(`the runtime has no ${pallet}.${item}`)
  return entry
}

/** A constant of the runtime's metadata, as a decimal string. */
function constantOf(meta: Metadata, pallet: string, item: string): string {
  const constant = meta.consts[pallet]?.[item]
  if (!constant) throw new Error(`the runtime has no constant ${pallet}.${item}`)
  return constant.toString()
}

/** The storage writes that add `planck` to each address's free balance, as the runtime keeps it. */
async function fundingStorage(
  chain: Blockchain,
  grants: readonly { address: string; planck: bigint }[],
) {
  const meta = await chain.head.meta
  const accounts = []
  let issued = 0n
  for (const { address, planck } of grants) {
    // An account the chain has never seen reads as nothing: the runtime's default then.
    const info =
      (await chain.head.read('AccountInfo', storageEntry(meta, 'system', 'account'), address)) ??
      meta.registry.createType('AccountInfo')
    const next = info.toPrimitive() as { providers: number; data: Record<string, unknown> }
    next.data.free = (info.data.free.toBigInt() + planck).toString()
    // An account with a balance is kept alive by it, as Balances does when it endows one.
    next.providers = Math.max(next.providers, 1)
    accounts.push([[address], next])
    issued += planck
  }
  const issuance = await chain.head.read('Balance', storageEntry(meta, 'balances', 'totalIssuance'))
  return {
    System: { Account: accounts },
    Balances: { TotalIssuance: ((issuance?.toBigInt() ?? 0n) + issued).toString() },
  }
}

/**
 * Starts a local Substrate chain in this process: chopsticks 1.5.1 executing the real Rococo
 * Asset Hub runtime (from its raw genesis chain spec in `@substrate/connect-known-chains`),
 * which checks every extrinsic as a node does (signature, nonce, mortality, versions, fees,
 * existential deposit; see the README for what is real and what is not). It serves Substrate
 * JSON-RPC on loopback to unmodified clients (@polkadot/api, polkadot-api), builds one block
 * per submitted extrinsic, and funds {@link polkadotDevAccounts} with {@link polkadotDevPlanck}
 * each. Ready in about 2 to 3 s; about 300 MB of memory.
 *
 * @example
 * const polkadot = await startLocalPolkadot()
 * polkadot.wsUrl // 'ws://127.0.0.1:41240'
 * polkadot.caipNetworkId // 'polkadot:45454545454545454545454545454545'
 * await polkadot.fund(polkadot.accounts[0].address, 10n ** 12n)
 * await polkadot.stop()
 */
export async function startLocalPolkadot(
  parameters: StartLocalPolkadotParameters = {},
): Promise<LocalPolkadot> {
  const { host = '127.0.0.1', port = 0 } = parameters
  // Chopsticks moves to the next port when the one asked is taken: a fixed port must be free.
  if (port !== 0) await assertPortFree(host, port)
  const [chopsticks, { chainSpec }] = await Promise.all([
    loadChopsticks(),
    import('@substrate/connect-known-chains/rococo_v2_2_asset_hub'),
  ])
  const genesis = JSON.parse(chainSpec) as ChainSpec
  runningChains++
  let server: Awaited<ReturnType<Chopsticks['setupWithServer']>> | undefined
  let stopped = false
  let sweeper: ReturnType<typeof setInterval> | undefined
  const stop = async () => {
    if (stopped) return
    stopped = true
    clearInterval(sweeper)
    await server?.close()
    runningChains--
    if (runningChains === 0) await chopsticks.destroyWorker()
  }
  try {
    server = await chopsticks.setupWithServer({
      genesis,
      host,
      port,
      'build-block-mode': chopsticks.BuildBlockMode.Instant,
    })
    const { chain, addr } = server
    if (port !== 0 && !addr.endsWith(`:${port}`)) throw new Error(`port ${port} was taken`)
    const meta = await chain.head.meta
    const genesisBlock = await chain.getBlockAt(0)
    if (!genesisBlock) throw new Error('the chain has no genesis block')
    const genesisHash = genesisBlock.hash
    // Written into the head that startup built (block 1), before anyone can connect.
    await chopsticks.setStorage(
      chain,
      await fundingStorage(
        chain,
        polkadotDevAccounts.map(({ address }) => ({ address, planck: polkadotDevPlanck })),
      ),
    )
    // Chopsticks builds a block as each extrinsic arrives. One it failed to apply (its
    // executor's call threw, as it can on a machine out of breath) goes back to its pool with
    // nothing to build the next block, and whoever waits for it waits forever. A node would
    // try it again in its next block: so does this chain, with whatever waits, every second.
    let sweeping = false
    sweeper = setInterval(() => {
      if (sweeping || chain.txPool.pendingExtrinsics.length === 0) return
      sweeping = true
      chain
        .newBlock()
        .catch(() => {})
        .finally(() => {
          sweeping = false
        })
    }, pendingSweepMs)
    sweeper.unref()
    return {
      wsUrl: `ws://${addr}`,
      httpUrl: `http://${addr}`,
      genesisHash,
      caipNetworkId: `polkadot:${genesisHash.slice(2, 34)}`,
      ss58Prefix: Number(constantOf(meta, 'system', 'ss58Prefix')),
      // The spec names one token (ROC, 12 decimals); the list forms are for multi-token chains.
      decimals: Number(genesis.properties.tokenDecimals),
      symbol: String(genesis.properties.tokenSymbol),
      existentialDeposit: constantOf(meta, 'balances', 'existentialDeposit'),
      accounts: polkadotDevAccounts,
      async fund(address, planck) {
        const storage = await fundingStorage(chain, [{ address, planck: planckOf(planck) }])
        await chopsticks.setStorage(chain, storage)
        await chain.newBlock()
      },
      async newBlock() {
        return (await chain.newBlock()).hash
      },
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
