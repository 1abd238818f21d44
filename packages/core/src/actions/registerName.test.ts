import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { startRoutedFixture } from '../testing/httpFixture.js'
import { connect } from './connect.js'
import { getAccountData } from './getAccountData.js'
import { registerName } from './registerName.js'

/** A blockchain service answering `routes` by path, closed after the test. */
const services = startRoutedFixture

const account = '0x1111111111111111111111111111111111111111'
const profile = { name: 'ada-lovelace.latch', addresses: {}, attributes: {} }

describe('registerName', () => {
  it('behavior: a name is signed, posted, shown as registered and becomes the first name', async () => {
    const fixture = await services({
      '/v1/profile/account': { body: profile },
      [`/v1/profile/reverse/${account}`]: { body: [] },
    })
    const adapter = testAdapter('eip155', 'eip155:10', { address: account })
    const latch = createLatch({
      networks: [mainnet, optimism],
      adapters: [adapter],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: fixture.url },
    })
    await connect(latch, { connectorId: 'test-wallet' })
    latch.open({ view: 'RegisterAccountName' })
    const statuses: string[] = []
    latch.subscribe(
      (state) => state.nameRegistration.status,
      (status) => statuses.push(status),
    )
    await registerName(latch, { name: 'Ada-Lovelace.latch' })
    expect(statuses).toEqual(['registering', 'registered'])
    expect(latch.getState().nameRegistration).toEqual({
      status: 'registered',
      name: 'Ada-Lovelace',
      error: undefined,
    })
    expect(latch.getState().history.map(({ view }) => view)).toEqual(['RegisterAccountNameSuccess'])
    const post = fixture.requests.find((request) => request.method === 'POST')
    const { message } = (post?.body ?? { message: '' }) as { message: string }
    expect(JSON.parse(message)).toMatchObject({ name: 'Ada-Lovelace', attributes: {} })
    expect(adapter.signMessage).toHaveBeenCalledWith({ message, address: account })
    expect(post?.body).toEqual({
      coin_type: 2147483658,
      address: account,
      message,
      signature: '0xsigned',
    })
    await eventually(async () =>
      expect(await getAccountData(latch)?.getNames(account)).toEqual(['Ada-Lovelace.latch']),
    )
    latch.destroy()
  })

  it('behavior: one registration at a time', async () => {
    const fixture = await services({ '/v1/profile/account': { body: profile, delayMs: 100 } })
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1', { address: account })],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: fixture.url },
    })
    await connect(latch, { connectorId: 'test-wallet' })
    const first = registerName(latch, { name: 'ada-lovelace' })
    await eventually(() => expect(latch.getState().nameRegistration.status).toBe('registering'))
    await expect(registerName(latch, { name: 'grace-hopper' })).rejects.toMatchObject({
      details: 'a registration is waiting for the wallet',
    })
    await first
    expect(latch.getState().nameRegistration).toMatchObject({
      status: 'registered',
      name: 'ada-lovelace',
    })
    latch.destroy()
  })

  it('behavior: a refused registration returns to RegisterAccountName with the error', async () => {
    const fixture = await services({ '/v1/profile/account': { status: 409 } })
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1', { address: account })],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: fixture.url },
    })
    await connect(latch, { connectorId: 'test-wallet' })
    latch.open({ view: 'RegisterAccount' })
    await expect(registerName(latch, { name: 'ada-lovelace' })).rejects.toThrowError(
      'Error registering name',
    )
    expect(latch.getState().nameRegistration).toMatchObject({
      status: 'failed',
      name: 'ada-lovelace',
      error: { message: 'Error registering name', cause: { status: 409 } },
    })
    expect(latch.getState().view).toBe('RegisterAccountName')
    latch.destroy()
  })

  it('behavior: an invalid name, or no blockchain service, is refused before any signature', async () => {
    const adapter = testAdapter('eip155', 'eip155:1', { address: account })
    const latch = createLatch({
      networks: [mainnet],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    await expect(registerName(latch, { name: 'ada-lovelace' })).rejects.toThrowError(
      'Address or auth connector not found',
    )
    await connect(latch, { connectorId: 'test-wallet' })
    await expect(registerName(latch, { name: 'abc' })).rejects.toThrowError(
      'Error registering name',
    )
    expect(latch.getState().nameRegistration).toMatchObject({ status: 'failed', name: 'abc' })
    const error = await registerName(latch, { name: 'ada-lovelace' }).catch((e: unknown) => e)
    expect(error).toMatchObject({
      message: 'Error registering name',
      cause: { message: 'services.blockchainUrl is not provided' },
    })
    expect(adapter.signMessage).not.toHaveBeenCalled()
    latch.destroy()
  })
})
