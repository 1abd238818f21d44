import type { IndexedCosmosTx } from './localCosmosLedger.js'

type Operator = '=' | '<' | '<=' | '>' | '>=' | 'CONTAINS' | 'EXISTS'

/** One condition of a CometBFT event query: `transfer.recipient='cosmos1…'`, `tx.height>=5`. */
type TxQueryCondition = {
  readonly key: string
  readonly operator: Operator
  readonly value: string | number | undefined
}

const conditionPattern =
  /^([A-Za-z0-9_.-]+)\s*(<=|>=|=|<|>|CONTAINS|EXISTS)\s*(?:'([^']*)'|(-?\d+(?:\.\d+)?))?$/

/**
 * Parses a `tx_search` query, CometBFT's query language for what this chain indexes:
 * conditions joined by `AND`, each a composite key (`type.attribute`, or `tx.hash` and
 * `tx.height`), an operator and a quoted string or a number. Throws on anything else.
 */
export function parseTxQuery(query: string): TxQueryCondition[] {
  return query
    .trim()
    .split(/\s+AND\s+/)
    .map((part) => {
      const match = conditionPattern.exec(part.trim())
      if (!match) throw new Error(`failed to parse query: ${query}`)
      const [, key = '', operator, text, number] = match
      const value = text ?? (number === undefined ? undefined : Number(number))
      if ((operator === 'EXISTS') !== (value === undefined)) {
        throw new Error(`failed to parse query: ${query}`)
      }
      return { key, operator: operator as Operator, value }
    })
}

function compare(found: string, operator: Operator, value: string | number | undefined): boolean {
  if (operator === 'EXISTS') return true
  if (operator === 'CONTAINS') return typeof value === 'string' && found.includes(value)
  if (operator === '=') return typeof value === 'number' ? Number(found) === value : found === value
  const number = Number(found)
  if (typeof value !== 'number' || Number.isNaN(number)) return false
  if (operator === '<') return number < value
  if (operator === '<=') return number <= value
  if (operator === '>') return number > value
  return number >= value
}

/** Whether an indexed transaction meets every condition (each on any of its events). */
export function matchesTxQuery(
  conditions: readonly TxQueryCondition[],
  indexed: IndexedCosmosTx,
): boolean {
  return conditions.every(({ key, operator, value }) => {
    if (key === 'tx.hash')
      return compare(
        indexed.hash,
        operator,
        typeof value === 'string' ? value.toUpperCase() : value,
      )
    if (key === 'tx.height') return compare(String(indexed.height), operator, value)
    const dot = key.indexOf('.')
    const type = key.slice(0, dot)
    const attribute = key.slice(dot + 1)
    return indexed.result.events.some(
      (event) =>
        event.type === type &&
        event.attributes.some(
          (item) => item.key === attribute && compare(item.value, operator, value),
        ),
    )
  })
}
