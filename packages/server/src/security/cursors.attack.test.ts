// Finding 2 of issue 28: a history cursor is the client's to hand back, not to write. Each
// namespace's history is asked with a cursor the attacker wrote in the server's own shape
// (for Polkadot: the scan's floor at block 0, the finding's 20 016 reads). Every chain's node
// is a closed port here, so a history that reads its node fails with 502: a 400 proves the
// cursor was refused before any node read.
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'
import { forgedCursor } from '../testing/testHistoryCursors.js'

const closed = '127.0.0.1:9'
const polkadot = inject('polkadotLocal')
const cosmos = inject('cosmosLocal')

const namespaces = [
  {
    namespace: 'eip155',
    chainId: 'eip155:31337',
    account: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    forged: {
      minedAt: '1970-01-01T00:00:00.000Z',
      block: '0',
      chainId: 'eip155:31337',
      hash: `0x${'0'.repeat(64)}`,
    },
  },
  {
    namespace: 'solana',
    chainId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    account: '11111111111111111111111111111111',
    forged: {
      minedAt: '1970-01-01T00:00:00.000Z',
      block: '0',
      chainId: 'eip155:31337',
      hash: `0x${'0'.repeat(64)}`,
    },
  },
  {
    namespace: 'bip122',
    chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    account: 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw',
    forged: { chainId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328', after: null },
  },
  {
    namespace: 'polkadot',
    chainId: polkadot.caipNetworkId,
    account: polkadot.accounts[0]?.address ?? '',
    forged: { chainId: polkadot.caipNetworkId, floor: 0, block: 20_016, extrinsic: 0 },
  },
  {
    namespace: 'cosmos',
    chainId: `cosmos:${cosmos.chainId}`,
    account: cosmos.accounts[0]?.address ?? '',
    forged: { chainId: `cosmos:${cosmos.chainId}`, height: 1_000_000, index: 0 },
  },
]

let server: LatchServer
beforeAll(async () => {
  server = await createTestServer({
    indexerPollMs: false,
    chainRpc: {
      'eip155:31337': `http://${closed}`,
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': `http://${closed}`,
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': `http://${closed}`,
      [polkadot.caipNetworkId]: `ws://${closed}`,
      [`cosmos:${cosmos.chainId}`]: `http://${closed}`,
    },
  })
})
afterAll(() => server.close())

const historyOf = (account: string, chainId: string, cursor?: string) =>
  server.app.request(
    `/v1/account/${account}/history?chainId=${chainId}&${sdkQuery()}${
      cursor === undefined ? '' : `&cursor=${encodeURIComponent(cursor)}`
    }`,
  )

describe('finding 2: forged history cursors', () => {
  test.each(namespaces)(
    'behavior: $namespace: a cursor the client wrote is a 400 on cursor, with no node read',
    async ({ namespace, chainId, account, forged }) => {
      // The node is really unreachable: a history that reads it is a 502.
      if (namespace === 'bip122' || namespace === 'polkadot' || namespace === 'cosmos') {
        expect((await historyOf(account, chainId)).status).toBe(502)
      }
      const response = await historyOf(account, chainId, forgedCursor(forged))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        error: {
          code: 'invalid_request',
          message: expect.stringMatching(
            /^Invalid query parameter "cursor": not a cursor of this server/,
          ),
          field: 'cursor',
        },
      })
    },
  )
})
