import {
  type LocalSolana,
  sendSol,
  sendSolanaTestToken,
  solanaDevAccounts,
  startLocalSolana,
} from '@latch/testkit'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSolanaClient, SolanaRpcError } from '../chains/solanaClient.js'
import { resolveSolanaClusters, solanaDevnetChainId } from '../chains/solanaClusterSettings.js'
import { RequestError } from '../http/requestError.js'
import { testHistoryCursors } from '../testing/testHistoryCursors.js'
import { testPriceBook } from '../testing/testPriceBook.js'
import { listSolanaTransactions } from './solanaHistory.js'
import { createTokenCatalogue } from './tokenCatalogue.js'

const [, sender, , , recipient] = solanaDevAccounts
if (!sender || !recipient) throw new Error('the local cluster has dev accounts')

// This file's own cluster, so that its ledger holds only the dev accounts' funding and these sends.
let solana: LocalSolana
beforeAll(async () => {
  solana = await startLocalSolana()
})
afterAll(async () => {
  await solana?.stop()
})

const list = (address: string, cursor?: string, limit?: number, rpcUrl = solana.rpcUrl) => {
  const [cluster] = resolveSolanaClusters({ [solanaDevnetChainId]: rpcUrl }, undefined)
  if (!cluster) throw new Error('the cluster resolves')
  return listSolanaTransactions({
    cluster,
    client: createSolanaClient(cluster),
    catalogue: createTokenCatalogue([cluster]),
    prices: testPriceBook({ [`${solanaDevnetChainId}:native`]: 100 }),
    address,
    cursor,
    cursors: testHistoryCursors,
    iconUrl: (token) => `https://latch.example/${token.symbol}`,
    ...(limit ? { limit } : {}),
  })
}

describe('listSolanaTransactions', () => {
  test('default: SOL and SPL sends, newest first, from both sides, in the eip155 shape', async () => {
    const solSent = await sendSol({
      rpcUrl: solana.rpcUrl,
      from: sender,
      to: recipient.address,
      lamports: 1_500_000_000n,
    })
    const tokenSent = await sendSolanaTestToken({
      rpcUrl: solana.rpcUrl,
      from: sender,
      to: recipient.address,
      amount: 2_250_000n,
    })
    const received = await list(recipient.address, undefined, 2)
    expect(received.data).toEqual([
      {
        id: `${solanaDevnetChainId}:${tokenSent}`,
        metadata: {
          operationType: 'receive',
          minedAt: expect.any(String),
          chain: solanaDevnetChainId,
          status: 'confirmed',
          sentFrom: sender.address,
          sentTo: recipient.address,
          hash: tokenSent,
        },
        transfers: [
          {
            fungible_info: {
              name: 'Latch Test Token',
              symbol: 'LTT',
              icon: { url: 'https://latch.example/LTT' },
            },
            direction: 'in',
            quantity: { numeric: '2.25' },
          },
        ],
      },
      {
        id: `${solanaDevnetChainId}:${solSent}`,
        metadata: {
          operationType: 'receive',
          minedAt: expect.any(String),
          chain: solanaDevnetChainId,
          status: 'confirmed',
          sentFrom: sender.address,
          sentTo: recipient.address,
          hash: solSent,
        },
        transfers: [
          {
            fungible_info: {
              name: 'Solana',
              symbol: 'SOL',
              icon: { url: 'https://latch.example/SOL' },
            },
            direction: 'in',
            quantity: { numeric: '1.5' },
            price: 100,
            value: 150,
          },
        ],
      },
    ])
    const minedAt = Date.parse(received.data[0]?.metadata.minedAt ?? '')
    expect(Math.abs(minedAt - Date.now())).toBeLessThan(60_000)

    // The sender's side: the amounts it sent, not the fee it paid.
    const sent = await list(sender.address, undefined, 2)
    expect(
      sent.data.map(({ metadata, transfers }) => [
        metadata.operationType,
        metadata.sentTo,
        transfers.map((transfer) => [
          transfer.direction,
          transfer.quantity.numeric,
          transfer.fungible_info?.symbol,
        ]),
      ]),
    ).toEqual([
      ['send', recipient.address, [['out', '2.25', 'LTT']]],
      ['send', recipient.address, [['out', '1.5', 'SOL']]],
    ])
  })

  test('parameters: limit pages with sealed cursors down to the account funding, then null', async () => {
    const hashes: string[] = []
    let cursor: string | undefined
    let pages = 0
    do {
      const page = await list(recipient.address, cursor, 1)
      expect(page.data.length).toBeLessThanOrEqual(1)
      hashes.push(...page.data.map((transaction) => transaction.metadata.hash ?? ''))
      cursor = page.next ?? undefined
      pages++
    } while (cursor && pages < 20)
    const all = await list(recipient.address)
    expect(all.next).toBeNull()
    expect(hashes).toEqual(all.data.map((transaction) => transaction.metadata.hash))
    expect(new Set(hashes).size).toBe(hashes.length)
    // The oldest: the airdrop of its 1 000 SOL, then its LTT minted by the token's authority.
    expect(
      all.data
        .slice(-2)
        .map(({ metadata, transfers }) => [
          metadata.operationType,
          transfers.map(
            (transfer) => `${transfer.quantity.numeric} ${transfer.fungible_info?.symbol}`,
          ),
        ]),
    ).toEqual([
      ['receive', ['1000000 LTT']],
      ['receive', ['1000 SOL']],
    ])
  })

  test('behavior: tokens received into an existing token account are listed, each page once', async () => {
    // An address of no one: the first send creates its token account (holding the address),
    // the second only transfers into it (the address is not among its keys).
    const owner = '5VX6BJy6F1St2BhjkdcF8Sw4FQJknmvyAXAGd8vWQSiJ'
    const send = (amount: bigint, createAccount: boolean) =>
      sendSolanaTestToken({ rpcUrl: solana.rpcUrl, from: sender, to: owner, amount, createAccount })
    const first = await send(1_000_000n, true)
    const second = await send(3_500_000n, false)
    const summary = (transactions: Awaited<ReturnType<typeof list>>['data']) =>
      transactions.map(({ metadata, transfers }) => [
        metadata.hash,
        metadata.operationType,
        metadata.sentFrom,
        transfers.map((transfer) => [
          transfer.direction,
          transfer.quantity.numeric,
          transfer.fungible_info?.symbol,
        ]),
      ])
    const all = await list(owner)
    expect(all.next).toBeNull()
    expect(summary(all.data)).toEqual([
      [second, 'receive', sender.address, [['in', '3.5', 'LTT']]],
      [first, 'receive', sender.address, [['in', '1', 'LTT']]],
    ])

    // One a page: the merged lists (the owner's holds the first, its token account's both)
    // give each transaction once, then a last page.
    const pages: string[][] = []
    let cursor: string | undefined
    do {
      const page = await list(owner, cursor, 1)
      pages.push(page.data.map((transaction) => transaction.metadata.hash ?? ''))
      cursor = page.next ?? undefined
    } while (cursor && pages.length < 5)
    expect(pages).toEqual([[second], [first]])
  })

  test('behavior: an account with no transactions has an empty last page', async () => {
    expect(await list('11111111111111111111111111111112')).toEqual({ data: [], next: null })
  })

  test('behavior: a cursor of another cluster or not sealed by this server is a 400', async () => {
    const other = testHistoryCursors.seal({
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      before: '5'.repeat(88),
    })
    for (const cursor of [other, 'bogus']) {
      await expect(list(recipient.address, cursor)).rejects.toBeInstanceOf(RequestError)
    }
  })

  test('behavior: a send that landed failed is listed as failed, moving nothing but its fee', async () => {
    // Accounts no other test here sends from or to.
    const [, , target, payer] = solanaDevAccounts
    if (!payer || !target) throw new Error('the local cluster has dev accounts')
    const failed = await sendSol({
      rpcUrl: solana.rpcUrl,
      from: payer,
      to: target.address,
      lamports: 10n ** 18n,
      skipPreflight: true,
    })
    const [sent] = (await list(payer.address, undefined, 1)).data
    expect(sent).toEqual({
      id: `${solanaDevnetChainId}:${failed}`,
      metadata: {
        operationType: 'send',
        minedAt: expect.any(String),
        chain: solanaDevnetChainId,
        status: 'failed',
        sentFrom: payer.address,
        // Whom it was for, though nothing reached them.
        sentTo: target.address,
        hash: failed,
      },
      transfers: [],
    })
    // The other side sees it too, failed, from the payer.
    const [received] = (await list(target.address, undefined, 1)).data
    expect(received?.metadata).toMatchObject({
      operationType: 'receive',
      status: 'failed',
      sentFrom: payer.address,
      sentTo: target.address,
    })
    expect(received?.transfers).toEqual([])
  })

  test('behavior: a cluster that does not answer, or refuses the read, rejects', async () => {
    await expect(
      list(recipient.address, undefined, undefined, 'http://127.0.0.1:9/'),
    ).rejects.toBeInstanceOf(Error)
    // The node's own refusal (not base58) is a SolanaRpcError naming the method.
    await expect(list('0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl')).rejects.toThrow(
      new SolanaRpcError('getTokenAccountsByOwner: Invalid param: Invalid (-32602)'),
    )
  })
})
