import { CosmosSdkError, decodeBech32 } from '@latch/test-wallets/internal'
import { BaseAccount } from 'cosmjs-types/cosmos/auth/v1beta1/auth'
import { QueryAccountRequest, QueryAccountResponse } from 'cosmjs-types/cosmos/auth/v1beta1/query'
import type { Metadata } from 'cosmjs-types/cosmos/bank/v1beta1/bank'
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
  QueryBalanceRequest,
  QueryBalanceResponse,
  QueryDenomMetadataRequest,
  QueryDenomMetadataResponse,
  QueryDenomsMetadataResponse,
  QuerySpendableBalancesRequest,
  QuerySpendableBalancesResponse,
  QuerySupplyOfRequest,
  QuerySupplyOfResponse,
  QueryTotalSupplyResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { TxMsgData } from 'cosmjs-types/cosmos/base/abci/v1beta1/abci'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import {
  QueryDelegatorDelegationsResponse,
  QueryParamsResponse as QueryStakingParamsResponse,
} from 'cosmjs-types/cosmos/staking/v1beta1/query'
import { SimulateRequest, SimulateResponse } from 'cosmjs-types/cosmos/tx/v1beta1/service'
import type { CosmosChainState } from './cosmosChainState.js'
import type { CosmosCurrency, CosmosLocalChainSpec } from './cosmosLocalChainSpec.js'
import type { LocalCosmosLedger } from './localCosmosLedger.js'

/** An `abci_query` answer: a protobuf value, or the SDK's error code and log. */
export type AbciQueryResult = {
  readonly code: number
  readonly codespace: string
  readonly log: string
  readonly value: Uint8Array
}

/**
 * A gRPC query's error as it comes out of ABCI: the SDK turns the gRPC status into a
 * registered error (`InvalidArgument` → 18, `NotFound` → 22, anything else → 6) wrapping the
 * status text. cosmjs' `getAccount` looks for `rpc error: code = NotFound` in it.
 */
function queryError(
  kind: 'invalidRequest' | 'keyNotFound' | 'unknownRequest',
  status: string,
  description: string,
): AbciQueryResult {
  const error = new CosmosSdkError(kind, `rpc error: code = ${status} desc = ${description}`)
  return { code: error.code, codespace: error.codespace, log: error.log, value: new Uint8Array() }
}

const ok = (value: Uint8Array): AbciQueryResult => ({ code: 0, codespace: '', log: '', value })

function metadataOf(currency: CosmosCurrency, chainName: string): Metadata {
  const display = currency.coinDenom.toLowerCase()
  return {
    description: `${currency.coinDenom} on ${chainName}`,
    denomUnits: [
      { denom: currency.coinMinimalDenom, exponent: 0, aliases: [] },
      { denom: display, exponent: currency.coinDecimals, aliases: [] },
    ],
    base: currency.coinMinimalDenom,
    display,
    name: currency.coinDenom,
    symbol: currency.coinDenom,
    uri: '',
    uriHash: '',
  }
}

function checkedAddress(address: string, prefix: string): string | AbciQueryResult {
  try {
    const decoded = decodeBech32(address)
    if (decoded.prefix !== prefix)
      throw new Error(`invalid Bech32 prefix; expected ${prefix}, got ${decoded.prefix}`)
    return address
  } catch (error) {
    return queryError(
      'invalidRequest',
      'InvalidArgument',
      `invalid address: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

function balancesOf(state: CosmosChainState, address: string) {
  return [...(state.accounts.get(address)?.balances ?? new Map<string, bigint>()).entries()]
    .filter(([, amount]) => amount > 0n)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([denom, amount]) => ({ denom, amount: amount.toString() }))
}

function supplyOf(state: CosmosChainState): Map<string, bigint> {
  const supply = new Map<string, bigint>()
  for (const account of state.accounts.values()) {
    for (const [denom, amount] of account.balances)
      supply.set(denom, (supply.get(denom) ?? 0n) + amount)
  }
  return supply
}

/**
 * Answers `abci_query` for the gRPC query paths cosmjs' `StargateClient` (and wallets) use:
 * x/auth `Account`, x/bank `Balance`, `AllBalances`, `SpendableBalances`, `DenomMetadata`,
 * `DenomsMetadata`, `SupplyOf`, `TotalSupply`, x/staking `DelegatorDelegations` (always none:
 * this chain has no staking) and `Params` (the SDK's defaults, its bond denom the fee denom, as
 * on the Hub), and the tx service's `Simulate`, protobuf in and out.
 */
export async function answerAbciQuery(
  ledger: LocalCosmosLedger,
  spec: CosmosLocalChainSpec,
  path: string,
  data: Uint8Array,
): Promise<AbciQueryResult> {
  const prefix = spec.bech32Prefix
  const currencies = [spec.feeCurrency, spec.secondCurrency]
  try {
    switch (path) {
      case '/cosmos.auth.v1beta1.Query/Account': {
        const { address } = QueryAccountRequest.decode(data)
        const checked = checkedAddress(address, prefix)
        if (typeof checked !== 'string') return checked
        const account = await ledger.read((state) => state.accounts.get(address))
        if (!account) return queryError('keyNotFound', 'NotFound', `account ${address} not found`)
        const base = BaseAccount.fromPartial({
          address,
          accountNumber: account.accountNumber,
          sequence: account.sequence,
          ...(account.pubKey
            ? {
                pubKey: {
                  typeUrl: '/cosmos.crypto.secp256k1.PubKey',
                  value: PubKey.encode({ key: account.pubKey }).finish(),
                },
              }
            : {}),
        })
        return ok(
          QueryAccountResponse.encode({
            account: {
              typeUrl: '/cosmos.auth.v1beta1.BaseAccount',
              value: BaseAccount.encode(base).finish(),
            },
          }).finish(),
        )
      }
      case '/cosmos.bank.v1beta1.Query/Balance': {
        const { address, denom } = QueryBalanceRequest.decode(data)
        const checked = checkedAddress(address, prefix)
        if (typeof checked !== 'string') return checked
        if (denom === '') return queryError('invalidRequest', 'InvalidArgument', 'invalid denom')
        const amount = await ledger.read(
          (state) => state.accounts.get(address)?.balances.get(denom) ?? 0n,
        )
        return ok(
          QueryBalanceResponse.encode({ balance: { denom, amount: amount.toString() } }).finish(),
        )
      }
      case '/cosmos.bank.v1beta1.Query/AllBalances':
      case '/cosmos.bank.v1beta1.Query/SpendableBalances': {
        const spendable = path.endsWith('SpendableBalances')
        const { address } = spendable
          ? QuerySpendableBalancesRequest.decode(data)
          : QueryAllBalancesRequest.decode(data)
        const checked = checkedAddress(address, prefix)
        if (typeof checked !== 'string') return checked
        const balances = await ledger.read((state) => balancesOf(state, address))
        const pagination = { nextKey: new Uint8Array(), total: BigInt(balances.length) }
        return ok(
          spendable
            ? QuerySpendableBalancesResponse.encode({ balances, pagination }).finish()
            : QueryAllBalancesResponse.encode({ balances, pagination }).finish(),
        )
      }
      case '/cosmos.bank.v1beta1.Query/DenomMetadata': {
        const { denom } = QueryDenomMetadataRequest.decode(data)
        const currency = currencies.find((item) => item.coinMinimalDenom === denom)
        if (!currency) {
          return queryError('keyNotFound', 'NotFound', `client metadata for denom ${denom}`)
        }
        return ok(
          QueryDenomMetadataResponse.encode({
            metadata: metadataOf(currency, spec.chainName),
          }).finish(),
        )
      }
      case '/cosmos.bank.v1beta1.Query/DenomsMetadata':
        return ok(
          QueryDenomsMetadataResponse.encode({
            metadatas: currencies.map((currency) => metadataOf(currency, spec.chainName)),
            pagination: { nextKey: new Uint8Array(), total: BigInt(currencies.length) },
          }).finish(),
        )
      case '/cosmos.bank.v1beta1.Query/SupplyOf': {
        const { denom } = QuerySupplyOfRequest.decode(data)
        const amount = await ledger.read((state) => supplyOf(state).get(denom) ?? 0n)
        return ok(
          QuerySupplyOfResponse.encode({ amount: { denom, amount: amount.toString() } }).finish(),
        )
      }
      case '/cosmos.bank.v1beta1.Query/TotalSupply': {
        const supply = await ledger.read(supplyOf)
        const coins = [...supply.entries()]
          .filter(([, amount]) => amount > 0n)
          .sort(([a], [b]) => (a < b ? -1 : 1))
          .map(([denom, amount]) => ({ denom, amount: amount.toString() }))
        return ok(
          QueryTotalSupplyResponse.encode({
            supply: coins,
            pagination: { nextKey: new Uint8Array(), total: BigInt(coins.length) },
          }).finish(),
        )
      }
      case '/cosmos.staking.v1beta1.Query/DelegatorDelegations':
        return ok(
          QueryDelegatorDelegationsResponse.encode({
            delegationResponses: [],
            pagination: { nextKey: new Uint8Array(), total: 0n },
          }).finish(),
        )
      case '/cosmos.staking.v1beta1.Query/Params':
        return ok(
          QueryStakingParamsResponse.encode({
            params: {
              // The SDK's defaults: 21 days, 100 validators, 7 entries, 10,000 historical entries.
              unbondingTime: { seconds: 1_814_400n, nanos: 0 },
              maxValidators: 100,
              maxEntries: 7,
              historicalEntries: 10_000,
              bondDenom: spec.feeCurrency.coinMinimalDenom,
              minCommissionRate: '0',
            },
          }).finish(),
        )
      case '/cosmos.tx.v1beta1.Service/Simulate': {
        const { txBytes } = SimulateRequest.decode(data)
        if (txBytes.length === 0) {
          return queryError('invalidRequest', 'InvalidArgument', 'empty txBytes is not allowed')
        }
        const outcome = await ledger.simulate(txBytes)
        if (outcome.code !== 0) {
          // The service's own wording, `%v With gas wanted: '%d' and gas used: '%d' `, as a gRPC Unknown.
          return queryError(
            'unknownRequest',
            'Unknown',
            `${outcome.log} With gas wanted: '18446744073709551615' and gas used: '${outcome.gasUsed}' `,
          )
        }
        const msgResponses = TxMsgData.decode(outcome.data).msgResponses
        return ok(
          SimulateResponse.encode({
            gasInfo: { gasWanted: outcome.gasWanted, gasUsed: outcome.gasUsed },
            result: {
              data: new Uint8Array(),
              log: '',
              events: outcome.events.map((event) => ({
                type: event.type,
                attributes: event.attributes.map(({ key, value }) => ({ key, value, index: true })),
              })),
              msgResponses,
            },
          }).finish(),
        )
      }
      default: {
        const error = new CosmosSdkError('unknownRequest', `unknown query path: ${path}`)
        return {
          code: error.code,
          codespace: error.codespace,
          log: error.log,
          value: new Uint8Array(),
        }
      }
    }
  } catch (error) {
    return queryError(
      'invalidRequest',
      'InvalidArgument',
      `failed to decode the request: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}
