import { balanceText } from '../../format/localeAmounts.js'
import type { FieldControlProps } from './Field.js'

/** A token to choose: `value` names it in the form; its balance, when known, is shown. */
export type TokenChoice = { value: string; symbol: string; balance?: string | undefined }

/** Tokens listed under a heading ("Suggested", "Popular"). */
export type TokenChoiceGroup = { label: string; tokens: readonly TokenChoice[] }

export type TokenSelectProps = FieldControlProps & {
  value: string
  onChange: (value: string) => void
  /** Listed first, under no heading. */
  tokens?: readonly TokenChoice[] | undefined
  groups?: readonly TokenChoiceGroup[] | undefined
}

function TokenOption({ token }: { token: TokenChoice }) {
  return (
    <option value={token.value}>
      {token.balance === undefined
        ? token.symbol
        : `${token.symbol} · ${balanceText(token.balance, token.symbol)}`}
    </option>
  )
}

/**
 * The token picker of Send and Swap: each token by its symbol, with the balance beside it when
 * known (`ETH · 1.234 ETH`).
 *
 * @example
 * <Field label="Token">
 *   {(control) => <TokenSelect {...control} value={key} onChange={setKey} tokens={tokens} />}
 * </Field>
 */
export function TokenSelect({
  value,
  onChange,
  tokens = [],
  groups = [],
  ...control
}: TokenSelectProps) {
  return (
    <select
      {...control}
      className="latch-input"
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      {tokens.map((token) => (
        <TokenOption key={token.value} token={token} />
      ))}
      {groups.map((group) => (
        <optgroup key={group.label} label={group.label}>
          {group.tokens.map((token) => (
            <TokenOption key={token.value} token={token} />
          ))}
        </optgroup>
      ))}
    </select>
  )
}
