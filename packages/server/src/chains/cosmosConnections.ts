// The node side of the Cosmos clients, over cosmjs: loaded with `import()` on the first read
// of a Cosmos chain (see `createCosmosClients`).
import { decodeTxRaw } from '@cosmjs/proto-signing'
import { QueryClient, setupBankExtension, setupStakingExtension } from '@cosmjs/stargate'
import { type CometClient, connectComet } from '@cosmjs/tendermint-rpc'
import { allCosmosBalances } from '@latch/adapter-cosmos/chain'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { chainRpcTimeoutMs } from './chainClient.js'
import type { CosmosClient, CosmosCoin, CosmosDenomMetadata, CosmosTx } from './cosmosClient.js'
import type { ChainConnections } from './lazyChainClients.js'

/** One CometBFT connection per node URL, opened on first use. */
export type CosmosConnections = ChainConnections<CosmosClient>

const msgSendTypeUrl = '/cosmos.bank.v1beta1.MsgSend'

/** Fails after the server's chain timeout: cosmjs's HTTP client waits as long as the socket. */
function timed<T>(work: Promise<T>, url: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${url} did not answer in ${chainRpcTimeoutMs} ms`)),
      chainRpcTimeoutMs,
    )
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

const coinsOf = (coins: readonly { denom: string; amount: string }[]): CosmosCoin[] =>
  coins.map(({ denom, amount }) => ({ denom, amount: BigInt(amount) }))

/** The bank sends of a transaction's body; none for bytes that are not a transaction. */
function sendsOf(bytes: Uint8Array): CosmosTx['sends'] {
  let messages: { typeUrl: string; value: Uint8Array }[]
  try {
    messages = decodeTxRaw(bytes).body.messages
  } catch {
    return []
  }
  return messages.flatMap(({ typeUrl, value }) => {
    if (typeUrl !== msgSendTypeUrl) return []
    const send = MsgSend.decode(value)
    return [{ from: send.fromAddress, to: send.toAddress, coins: coinsOf(send.amount) }]
  })
}

/**
 * How the chain's bank metadata shows a denom: its display unit's exponent as decimals, its
 * symbol (else the display unit's name in upper case) and name.
 */
function metadataOf(metadata: {
  display: string
  name: string
  symbol: string
  denomUnits: readonly { denom: string; exponent: number }[]
}): CosmosDenomMetadata | undefined {
  const display = metadata.denomUnits.find((unit) => unit.denom === metadata.display)
  if (!display) return undefined
  const symbol = metadata.symbol || metadata.display.toUpperCase()
  return { name: metadata.name || symbol, symbol, decimals: display.exponent }
}

/** See {@link CosmosConnections}. */
export function createCosmosConnections(): CosmosConnections {
  const comets = new Map<string, Promise<CometClient>>()
  const metadata = new Map<string, Promise<CosmosDenomMetadata | undefined>>()
  const bondDenoms = new Map<string, Promise<string | undefined>>()

  function cometOf(url: string): Promise<CometClient> {
    let comet = comets.get(url)
    if (!comet) {
      const connected = timed(connectComet(url), url)
      // A node that is down fails this read (502); the next read connects afresh.
      connected.catch(() => {
        if (comets.get(url) === connected) comets.delete(url)
      })
      comets.set(url, connected)
      comet = connected
    }
    return comet
  }
  const queriesOf = async (url: string) =>
    QueryClient.withExtensions(await cometOf(url), setupBankExtension, setupStakingExtension)
  const bankOf = async (url: string) => (await queriesOf(url)).bank

  function clientOf(url: string): CosmosClient {
    return {
      async balances(address) {
        // Every page (the bank extension's `allBalances` reads the first only), each within the
        // chain timeout; 1000 denoms a page for fewer round trips than the node's 100.
        const coins = await allCosmosBalances(await queriesOf(url), address, {
          pageSize: 1000n,
          awaitPage: (page) => timed(page, url),
        })
        return coinsOf(coins)
      },
      bondDenom() {
        let found = bondDenoms.get(url)
        if (!found) {
          found = queriesOf(url)
            .then((queries) => timed(queries.staking.params(), url))
            .then(({ params }) => params?.bondDenom || undefined)
          // A node that did not answer is asked again next time; one without staking is not.
          found.catch(() => bondDenoms.delete(url))
          bondDenoms.set(url, found)
        }
        return found
      },
      denomMetadata(denom) {
        const key = `${url} ${denom}`
        let found = metadata.get(key)
        if (!found) {
          // A chain without metadata for the denom answers "not found": none, kept. Any other
          // failure (a timeout, a node down) is asked again next time.
          found = bankOf(url)
            .then((bank) => timed(bank.denomMetadata(denom), url))
            .then(metadataOf, (error: unknown) => {
              if (/not ?found/i.test(String(error))) return undefined
              metadata.delete(key)
              return undefined
            })
          metadata.set(key, found)
        }
        return found
      },
      async searchTxs(query, page, perPage) {
        const comet = await cometOf(url)
        const found = await timed(
          comet.txSearch({ query, page, per_page: perPage, order_by: 'desc' }),
          url,
        )
        return {
          total: found.totalCount,
          txs: found.txs.map((tx) => ({
            hash: Buffer.from(tx.hash).toString('hex').toUpperCase(),
            height: tx.height,
            index: tx.index,
            succeeded: tx.result.code === 0,
            sends: sendsOf(tx.tx),
          })),
        }
      },
      async blockTime(height) {
        const comet = await cometOf(url)
        const { block } = await timed(comet.block(height), url)
        return new Date(block.header.time.getTime())
      },
    }
  }

  return {
    clientOf,
    async close() {
      const open = [...comets.values()]
      comets.clear()
      metadata.clear()
      bondDenoms.clear()
      await Promise.all(
        open.map(async (connected) => (await connected.catch(() => undefined))?.disconnect()),
      )
    },
  }
}
