// Test-only: an Esplora server on loopback whose state a test sets, recording what it is sent.
// An accepted transaction moves the outputs at once (mined as it arrives), as a regtest ledger
// would; it checks no signature: @latch/testkit's ledger will.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { address, networks, Transaction } from 'bitcoinjs-lib'
import { onTestFinished } from 'vitest'

export type FakeUtxo = { txid: string; vout: number; value: number; confirmed?: boolean }

export async function startFakeEsplora() {
  const state = {
    utxos: new Map<string, FakeUtxo[]>(),
    /** Extra mempool sums per address, beside the chain sums taken from `utxos`. */
    mempool: new Map<string, { funded: number; spent: number }>(),
    feeEstimates: {} as Record<string, number>,
    broadcasts: [] as string[],
    /** The answer to a broadcast: the txid (computed by the test) or a refusal. */
    broadcastAnswer: undefined as { status: number; text: string } | undefined,
    mined: new Set<string>(),
    requests: [] as string[],
  }
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks).toString('utf8')
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    state.requests.push(`${request.method} ${path}`)
    const json = (value: unknown) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(value))
    }
    const text = (status: number, value: string) => {
      response.writeHead(status, { 'content-type': 'text/plain' })
      response.end(value)
    }
    let match = /^\/address\/([^/]+)\/utxo$/.exec(path)
    if (match) {
      const utxos = state.utxos.get(decodeURIComponent(match[1] as string)) ?? []
      return json(
        utxos.map(({ txid, vout, value, confirmed = true }) => ({
          txid,
          vout,
          value,
          status: confirmed ? { confirmed, block_height: 101 } : { confirmed },
        })),
      )
    }
    match = /^\/address\/([^/]+)$/.exec(path)
    if (match) {
      const address = decodeURIComponent(match[1] as string)
      const funded = (state.utxos.get(address) ?? []).reduce((sum, utxo) => sum + utxo.value, 0)
      const mempool = state.mempool.get(address) ?? { funded: 0, spent: 0 }
      return json({
        address,
        chain_stats: {
          funded_txo_count: 1,
          funded_txo_sum: funded,
          spent_txo_count: 0,
          spent_txo_sum: 0,
          tx_count: 1,
        },
        mempool_stats: {
          funded_txo_count: 0,
          funded_txo_sum: mempool.funded,
          spent_txo_count: 0,
          spent_txo_sum: mempool.spent,
          tx_count: 0,
        },
      })
    }
    if (path === '/fee-estimates') return json(state.feeEstimates)
    if (path === '/tx' && request.method === 'POST') {
      state.broadcasts.push(body)
      const answer = state.broadcastAnswer
      if (answer) return text(answer.status, answer.text)
      const transaction = Transaction.fromHex(body)
      const txid = transaction.getId()
      for (const [owner, utxos] of state.utxos) {
        const spent = (utxo: FakeUtxo) =>
          transaction.ins.some(
            (input) =>
              Buffer.from(input.hash).reverse().toString('hex') === utxo.txid &&
              input.index === utxo.vout,
          )
        state.utxos.set(
          owner,
          utxos.filter((utxo) => !spent(utxo)),
        )
      }
      transaction.outs.forEach((output, vout) => {
        const owner = address.fromOutputScript(output.script, networks.regtest)
        const utxos = state.utxos.get(owner) ?? []
        state.utxos.set(owner, [...utxos, { txid, vout, value: Number(output.value) }])
      })
      state.mined.add(txid)
      return text(200, txid)
    }
    match = /^\/tx\/([0-9a-f]{64})\/status$/.exec(path)
    if (match) {
      if (!state.mined.has(match[1] as string)) return text(404, 'Transaction not found')
      return json({ confirmed: true, block_height: 102 })
    }
    return text(404, 'not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  return { url: `http://127.0.0.1:${port}`, state }
}
