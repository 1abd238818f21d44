import type { BadgeType } from './wallet.js'
import type { WalletRow } from './walletStore.js'

export type FindWalletsParameters = {
  /** From 1. */
  page: number
  entries: number
  /** Only these ids, in this order (featured wallets). */
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  /** Part of the name, any case. */
  search?: string | undefined
  /** `certified` keeps certified wallets only; `none` does not filter. */
  badgeType?: BadgeType | undefined
  /** CAIP-2 ids: wallets on at least one of them. */
  chains?: readonly string[] | undefined
}

export type FindWalletsReturnType = { count: number; wallets: readonly WalletRow[] }

/** The registry of one seeding, in memory, answering `/getWallets` queries. */
export type WalletIndex = {
  /** The seed fingerprint of the registry it holds (`''` when none was seeded). */
  readonly version: string
  readonly size: number
  /**
   * One page of the registry: wallets matching every filter given, featured ones in the order
   * asked, then name matches that start with the search term, then registry rank.
   */
  find(parameters: FindWalletsParameters): FindWalletsReturnType
}

// Every name, lowercased, is followed by this character in one long string, so that one
// `indexOf` scan finds the names holding a term (far faster than a call per name). No name
// holds it: PostgreSQL text cannot. A term that holds it matches nothing.
const nameEnd = '\u0000'

const isEvmChain = (chain: string) => chain.startsWith('eip155:')

/** The wallets a chain and badge filter keeps (1 at their position), and how many. */
type Kept = { wallets: Uint8Array; count: number }

// Distinct chain lists whose wallets an index keeps: a few per site.
const maxKeptFilters = 64

function uniqueInOrder(values: readonly string[]): string[] {
  return [...new Set(values)]
}

function sortedUnique(values: readonly string[] | undefined): string[] | undefined {
  return values?.length ? uniqueInOrder(values).sort() : undefined
}

/**
 * The query in one form per answer: two queries with the same answer on every registry get
 * equal forms (ids and chains deduplicated, the order of exclusions and chains dropped, the
 * term trimmed and lowercased, `badgeType: 'none'` and empty lists left out). It keys cached
 * answers. `include: []` stays: it asks for no wallet at all.
 */
export function canonicalWalletQuery(parameters: FindWalletsParameters): FindWalletsParameters {
  const term = parameters.search?.trim().toLowerCase()
  return {
    page: parameters.page,
    entries: parameters.entries,
    include: parameters.include && uniqueInOrder(parameters.include),
    exclude: sortedUnique(parameters.exclude),
    search: term || undefined,
    badgeType: parameters.badgeType === 'certified' ? 'certified' : undefined,
    chains: sortedUnique(parameters.chains),
  }
}

/**
 * Indexes `rows`, given in registry rank order: lowercase names, positions by id and by chain
 * are computed once, and the wallets a chain list keeps are kept for the next query on it, so
 * a query reads arrays, and wallets only for its page.
 *
 * Names are matched lowercased as JavaScript lowercases them (every script), whatever the
 * locale of the database.
 *
 * @example
 * const index = createWalletIndex(fingerprint, rows)
 * const { count, wallets } = index.find({ page: 1, entries: 40, search: 'vault' })
 */
export function createWalletIndex(version: string, rows: readonly WalletRow[]): WalletIndex {
  const size = rows.length
  const lowerNames = rows.map((row) => row.name.toLowerCase())
  const names = lowerNames.map((name) => `${name}${nameEnd}`).join('')
  // starts[p] is where name p begins in `names`; starts[size] is the end.
  const starts = new Int32Array(size + 1)
  const positionOf = new Map<string, number>()
  // The positions of the wallets on each chain and of every EVM wallet, in rank order: a
  // query's filter is built from them without reading any wallet.
  const onChain = new Map<string, number[]>()
  const onEvm: number[] = []
  const certified = new Uint8Array(size)
  rows.forEach((row, position) => {
    starts[position + 1] =
      (starts[position] as number) + (lowerNames[position] as string).length + 1
    positionOf.set(row.id, position)
    for (const chain of new Set(row.chains)) {
      const listed = onChain.get(chain)
      if (listed) listed.push(position)
      else onChain.set(chain, [position])
    }
    if (row.chains.some(isEvmChain)) onEvm.push(position)
    if (row.badge_type === 'certified') certified[position] = 1
  })

  // Sites ask the same chains on every call: the wallets on them are kept per chain list.
  const kept = new Map<string, Kept>()

  /** The wallets on `chains` (all when none), certified ones only if asked. */
  function keptBy(chains: readonly string[] | undefined, certifiedOnly: boolean): Kept {
    const key = JSON.stringify([certifiedOnly, [...new Set(chains)].sort()])
    const known = kept.get(key)
    if (known) return known
    let wallets: Uint8Array
    if (chains?.length) {
      wallets = new Uint8Array(size)
      const lists = chains.map((chain) => onChain.get(chain) ?? [])
      // An EVM wallet serves every EVM chain: a chain it does not list yet is added with
      // wallet_addEthereumChain (EIP-3085), so a site on a new or local chain still gets them.
      if (chains.some(isEvmChain)) lists.push(onEvm)
      for (const list of lists) for (const position of list) wallets[position] = 1
    } else {
      wallets = new Uint8Array(size).fill(1)
    }
    let count = 0
    for (let position = 0; position < size; position++) {
      if (certifiedOnly && !certified[position]) wallets[position] = 0
      count += wallets[position] as number
    }
    if (kept.size >= maxKeptFilters) kept.delete(kept.keys().next().value as string)
    const result = { wallets, count }
    kept.set(key, result)
    return result
  }

  /** Positions of the names holding `term` that pass `accepts`, those starting with it first. */
  function searchPositions(term: string, accepts: (position: number) => boolean): number[] {
    const starting: number[] = []
    const holding: number[] = []
    if (term.includes(nameEnd)) return starting
    // Matches come in rank order: the name of each is found walking on from the last one's.
    let position = 0
    for (let at = names.indexOf(term); at !== -1; at = names.indexOf(term, starts[position + 1])) {
      while ((starts[position + 1] as number) <= at) position++
      if (!accepts(position)) continue
      // The first match at or after the name's start: at its start when the name begins with it.
      if (at === starts[position]) starting.push(position)
      else holding.push(position)
    }
    return starting.concat(holding)
  }

  return {
    version,
    size,
    find(parameters) {
      const { page, entries, include, exclude, chains } = parameters
      const term = parameters.search?.trim().toLowerCase()
      const filtered = Boolean(chains?.length) || parameters.badgeType === 'certified'
      const { wallets: onList, count: listed } = filtered
        ? keptBy(chains, parameters.badgeType === 'certified')
        : { wallets: undefined, count: size }
      // Only the excluded wallets that the other filters keep change the count.
      const excluded = new Set<number>()
      for (const id of exclude ?? []) {
        const position = positionOf.get(id)
        if (position !== undefined && (!onList || onList[position])) excluded.add(position)
      }
      const accepts = (position: number) =>
        (!onList || onList[position] === 1) && !excluded.has(position)
      const from = (page - 1) * entries
      const pageOf = (positions: readonly number[]) => ({
        count: positions.length,
        wallets: positions
          .slice(from, from + entries)
          .map((position) => rows[position] as WalletRow),
      })
      if (include !== undefined) {
        const featured: number[] = []
        for (const id of uniqueInOrder(include)) {
          const position = positionOf.get(id)
          if (position === undefined || !accepts(position)) continue
          if (!term || (lowerNames[position] as string).includes(term)) featured.push(position)
        }
        return pageOf(featured)
      }
      if (term) return pageOf(searchPositions(term, accepts))
      if (!onList && excluded.size === 0) {
        return { count: size, wallets: rows.slice(from, from + entries) }
      }
      // In rank order, up to the page's last wallet: the count is known without the rest.
      const wallets: WalletRow[] = []
      for (let position = 0, seen = 0; position < size && wallets.length < entries; position++) {
        if (!accepts(position)) continue
        if (seen >= from) wallets.push(rows[position] as WalletRow)
        seen++
      }
      return { count: listed - excluded.size, wallets }
    },
  }
}
