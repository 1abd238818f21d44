import { BALANCE_DECIMALS, FIAT_DECIMALS, TRANSACTION_DECIMALS } from '../constants/limits.js'
import { floorDecimal, roundDecimal } from './decimal.js'

type Amount = string | number | bigint

/**
 * A balance as the modal shows it: floored to 3 decimals (never more than the wallet holds),
 * with the symbol after it. Missing or malformed balances show as zero.
 *
 * @example
 * formatBalance('1.23456', 'ETH') // '1.234 ETH'
 * formatBalance(undefined) // '0.000'
 */
export function formatBalance(value: Amount | undefined, symbol?: string): string {
  const text = (value !== undefined && floorDecimal(value, BALANCE_DECIMALS)) || floorZero()
  return symbol ? `${text} ${symbol}` : text
}

function floorZero(): string {
  return (0).toFixed(BALANCE_DECIMALS)
}

/**
 * A transaction amount as the activity list shows it: rounded to 3 decimals. `undefined`
 * when there is no amount to show.
 *
 * @example
 * formatTransactionAmount('0.12345') // '0.123'
 */
export function formatTransactionAmount(value: Amount | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : roundDecimal(value, TRANSACTION_DECIMALS)
}

const currencySymbols: Record<string, string> = { USD: '$', EUR: '€' }

/**
 * A fiat value: floored to 2 decimals with thousands separators, prefixed with the
 * currency's symbol (or its code).
 *
 * @example
 * formatFiat(1234.567) // '$1,234.56'
 * formatFiat('10', 'EUR') // '€10.00'
 */
export function formatFiat(value: Amount | undefined, currency = 'USD'): string {
  const text =
    (value !== undefined && floorDecimal(value, FIAT_DECIMALS)) || (0).toFixed(FIAT_DECIMALS)
  const negative = text.startsWith('-')
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const symbol = currencySymbols[currency] ?? `${currency} `
  return `${negative ? '-' : ''}${symbol}${grouped}.${fraction}`
}
