// Exact decimal arithmetic on strings, so that formatting a balance of 18-decimal tokens
// never shows a digit the wallet does not hold (binary floats round 0.3 to 0.29999…).

type Decimal = { negative: boolean; digits: bigint; scale: number }

const decimalPattern = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i

function parseDecimal(value: string | number | bigint): Decimal | undefined {
  if (typeof value === 'bigint')
    return { negative: value < 0n, digits: value < 0n ? -value : value, scale: 0 }
  if (typeof value === 'number' && !Number.isFinite(value)) return undefined
  const match = decimalPattern.exec(String(value).trim())
  if (!match) return undefined
  const [, sign = '', whole = '', fraction = '', exponent = '0'] = match
  if (whole === '' && fraction === '') return undefined
  let digits = `${whole}${fraction}`
  let scale = fraction.length - Number(exponent)
  if (scale < 0) {
    digits += '0'.repeat(-scale)
    scale = 0
  }
  return { negative: sign === '-', digits: BigInt(digits || '0'), scale }
}

function render({ negative, digits, scale }: Decimal): string {
  const text = digits.toString().padStart(scale + 1, '0')
  const whole = text.slice(0, text.length - scale)
  const fraction = scale > 0 ? `.${text.slice(-scale)}` : ''
  return `${negative && digits !== 0n ? '-' : ''}${whole}${fraction}`
}

function toScale(value: Decimal, decimals: number, mode: 'floor' | 'round'): Decimal {
  if (value.scale <= decimals) {
    return {
      ...value,
      digits: value.digits * 10n ** BigInt(decimals - value.scale),
      scale: decimals,
    }
  }
  const divisor = 10n ** BigInt(value.scale - decimals)
  let digits = value.digits / divisor
  const remainder = value.digits % divisor
  // Floor goes towards minus infinity; round goes half away from zero.
  if (mode === 'floor' ? value.negative && remainder > 0n : remainder * 2n >= divisor) digits += 1n
  return { negative: value.negative, digits, scale: decimals }
}

/**
 * A decimal value floored to `decimals` places, as a fixed-point string; `undefined` when
 * the input is not a number.
 *
 * @example
 * floorDecimal('1.23456', 3) // '1.234'
 */
export function floorDecimal(
  value: string | number | bigint,
  decimals: number,
): string | undefined {
  const parsed = parseDecimal(value)
  return parsed && render(toScale(parsed, decimals, 'floor'))
}

/**
 * A decimal value rounded half away from zero to `decimals` places, as a fixed-point string;
 * `undefined` when the input is not a number.
 *
 * @example
 * roundDecimal('0.0005', 3) // '0.001'
 */
export function roundDecimal(
  value: string | number | bigint,
  decimals: number,
): string | undefined {
  const parsed = parseDecimal(value)
  return parsed && render(toScale(parsed, decimals, 'round'))
}

/**
 * An integer amount of base units (wei, lamports, satoshis) as a decimal string.
 *
 * @example
 * formatUnits(1500000000000000000n, 18) // '1.5'
 */
export function formatUnits(value: bigint, decimals: number): string {
  const text = render({
    negative: value < 0n,
    digits: value < 0n ? -value : value,
    scale: decimals,
  })
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text
}

/**
 * A decimal amount as an integer of base units (wei, lamports, satoshis): the inverse of
 * {@link formatUnits}. `undefined` when the text is not a plain non-negative decimal or has
 * more fraction digits than the token has (they would be lost silently).
 *
 * @example
 * parseUnits('1.5', 18) // 1500000000000000000n
 * parseUnits('0.0000001', 6) // undefined
 */
export function parseUnits(value: string, decimals: number): bigint | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(value.trim())
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  if (whole === '' && fraction === '') return undefined
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > decimals) return undefined
  return BigInt(`${whole}${significant.padEnd(decimals, '0')}` || '0')
}
