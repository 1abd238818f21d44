import { CosmosSdkError } from '@latch/test-wallets/internal'
import { formatCoins } from './cosmosCoins.js'

/** An account as x/auth and x/bank keep it, by its bech32 address. */
export type CosmosAccount = {
  readonly accountNumber: bigint
  sequence: bigint
  /** The compressed secp256k1 key, set by the account's first transaction (as SetPubKeyDecorator does). */
  pubKey?: Uint8Array
  readonly balances: Map<string, bigint>
}

/** The chain's state: accounts and balances, and the next account number. */
export type CosmosChainState = {
  readonly accounts: Map<string, CosmosAccount>
  nextAccountNumber: bigint
}

export function createChainState(): CosmosChainState {
  return { accounts: new Map(), nextAccountNumber: 0n }
}

/** A copy to run a transaction (or its messages) on, kept only when it succeeds. */
export function cloneChainState(state: CosmosChainState): CosmosChainState {
  const accounts = new Map<string, CosmosAccount>()
  for (const [address, account] of state.accounts) {
    accounts.set(address, { ...account, balances: new Map(account.balances) })
  }
  return { accounts, nextAccountNumber: state.nextAccountNumber }
}

/** The account at `address`, created with the next number as x/bank does when coins first arrive. */
export function accountFor(state: CosmosChainState, address: string): CosmosAccount {
  let account = state.accounts.get(address)
  if (!account) {
    account = { accountNumber: state.nextAccountNumber++, sequence: 0n, balances: new Map() }
    state.accounts.set(address, account)
  }
  return account
}

/** Moves `coins` as x/bank's `SendCoins` does, refusing the whole move when one denom falls short. */
export function moveCoins(
  state: CosmosChainState,
  from: string,
  to: string,
  coins: ReadonlyMap<string, bigint>,
): void {
  const sender = state.accounts.get(from)
  for (const [denom, amount] of coins) {
    const spendable = sender?.balances.get(denom) ?? 0n
    if (spendable < amount) {
      throw new CosmosSdkError(
        'insufficientFunds',
        `spendable balance ${formatCoins([{ denom, amount: spendable }])} is smaller than ${formatCoins([{ denom, amount }])}`,
      )
    }
  }
  const recipient = accountFor(state, to)
  for (const [denom, amount] of coins) {
    const left = (sender?.balances.get(denom) ?? 0n) - amount
    if (left === 0n) sender?.balances.delete(denom)
    else sender?.balances.set(denom, left)
    recipient.balances.set(denom, (recipient.balances.get(denom) ?? 0n) + amount)
  }
}

/** Adds coins out of nothing, as genesis and the faucet do. */
export function mintCoins(
  state: CosmosChainState,
  to: string,
  denom: string,
  amount: bigint,
): void {
  const account = accountFor(state, to)
  account.balances.set(denom, (account.balances.get(denom) ?? 0n) + amount)
}
