// The node side of the Polkadot clients, over @polkadot/api: loaded with `import()` on the
// first read of a Polkadot chain (see `createPolkadotClients`).
/// <reference types="@polkadot/api-augment" />
import { metadataOfOldRuntime } from '@latch/adapter-polkadot'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { ApiOptions } from '@polkadot/api/types'
import { chainRpcTimeoutMs } from './chainClient.js'
import type { ChainConnections } from './lazyChainClients.js'
import type { PolkadotClient } from './polkadotClient.js'
import type { PolkadotPublicKey } from './polkadotPublicKey.js'

/** One API connection per node URL, opened on first use. */
export type PolkadotConnections = ChainConnections<PolkadotClient>

// An AccountId32's bytes are the public key, whatever prefix the node writes addresses with.
const keyOf = (account: { toHex(): string }): PolkadotPublicKey =>
  account.toHex() as PolkadotPublicKey

/** A decoded struct (a `Map` of its fields), read by field name as the runtime named them. */
type Fields = ReadonlyMap<string, { toString(): string }>

/** A number of a struct's field that a runtime may not have: 0 then. */
function amountOf(struct: Fields, field: string): bigint {
  const value = struct.get(field)
  return value === undefined ? 0n : BigInt(value.toString())
}

/** See {@link PolkadotConnections}. */
export function createPolkadotConnections(): PolkadotConnections {
  const apis = new Map<string, Promise<ApiPromise>>()

  function apiOf(url: string): Promise<ApiPromise> {
    let api = apis.get(url)
    if (!api) {
      // Each request fails after the server's chain timeout instead of @polkadot/api's 60 s.
      const provider = new WsProvider(url, 2_500, {}, chainRpcTimeoutMs)
      // A node that is down fails this read (502) rather than leaving it waiting for a retry.
      const created = metadataOfOldRuntime(provider).then((metadata) =>
        ApiPromise.create({
          // Its `ttl` is `number | null | undefined` where the option says `number | null`.
          provider: provider as unknown as NonNullable<ApiOptions['provider']>,
          noInitWarn: true,
          throwOnConnect: true,
          ...(metadata ? { metadata } : {}),
        }),
      )
      created.catch(() => {
        if (apis.get(url) === created) apis.delete(url)
        provider.disconnect().catch(() => {})
      })
      apis.set(url, created)
      api = created
    }
    return api
  }

  async function hashAt(api: ApiPromise, block: number) {
    const hash = await api.rpc.chain.getBlockHash(block)
    if (hash.isEmpty) throw new Error(`The node has no block ${block}`)
    return hash
  }

  function clientOf(url: string): PolkadotClient {
    return {
      async token() {
        const api = await apiOf(url)
        // The registry holds the node's `system_properties`, read as the API connected.
        return {
          symbol: api.registry.chainTokens[0] ?? 'UNIT',
          decimals: api.registry.chainDecimals[0] ?? 12,
        }
      },
      async funds(key) {
        const api = await apiOf(url)
        const data: Fields = (await api.query.system.account(key)).data
        // `frozen` since the balances pallet's holds and freezes; two figures before them.
        const [misc, fee] = [amountOf(data, 'miscFrozen'), amountOf(data, 'feeFrozen')]
        // biome-ignore lint/complexity/useMathMinMax: Math.max takes no bigint.
        const olderFrozen = misc > fee ? misc : fee
        const frozen = data.has('frozen') ? amountOf(data, 'frozen') : olderFrozen
        return { free: amountOf(data, 'free'), reserved: amountOf(data, 'reserved'), frozen }
      },
      async bestBlock() {
        const api = await apiOf(url)
        return (await api.rpc.chain.getHeader()).number.toNumber()
      },
      async transfersAt(block) {
        const api = await apiOf(url)
        const at = await api.at(await hashAt(api, block))
        const records = await at.query.system.events()
        return records.flatMap((record) => {
          const { event, phase } = record
          if (!phase.isApplyExtrinsic || !at.events.balances.Transfer.is(event)) return []
          const [from, to, amount] = event.data
          return [
            {
              extrinsic: phase.asApplyExtrinsic.toNumber(),
              from: { key: keyOf(from), address: from.toString() },
              to: { key: keyOf(to), address: to.toString() },
              amount: amount.toBigInt(),
            },
          ]
        })
      },
      async blockDetails(block) {
        const api = await apiOf(url)
        const hash = await hashAt(api, block)
        const { extrinsics } = (await api.rpc.chain.getBlock(hash)).block
        const timestamp = extrinsics.find(
          ({ method }) => method.section === 'timestamp' && method.method === 'set',
        )
        const moment = timestamp?.method.args[0]
        if (!moment) throw new Error(`Block ${block} has no timestamp.set inherent`)
        return {
          timestamp: new Date(Number(moment.toString())),
          extrinsicHashes: extrinsics.map((extrinsic) => extrinsic.hash.toHex()),
        }
      },
    }
  }

  return {
    clientOf,
    async close() {
      const open = [...apis.values()]
      apis.clear()
      await Promise.all(
        open.map(async (created) => {
          const api = await created.catch(() => undefined)
          await api?.disconnect()
        }),
      )
    },
  }
}
