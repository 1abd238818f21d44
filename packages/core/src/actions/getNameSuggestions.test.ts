import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { NameError } from '../errors/names.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { startRoutedFixture } from '../testing/httpFixture.js'
import { getNameSuggestions } from './getNameSuggestions.js'

/** A blockchain service answering `routes` by path, closed after the test. */
const services = startRoutedFixture

describe('getNameSuggestions', () => {
  it('behavior: name suggestions are the free ones; a failure says so', async () => {
    const fixture = await services({
      '/v1/profile/suggestions/ada': {
        body: {
          suggestions: [
            { name: 'ada.latch', registered: true },
            { name: 'ada1.latch', registered: false },
          ],
        },
      },
    })
    const latch = createLatch({
      networks: [mainnet],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: fixture.url },
    })
    await expect(getNameSuggestions(latch, { name: 'ada' })).resolves.toEqual(['ada1.latch'])
    expect(fixture.requests[0]?.url.searchParams.get('zone')).toBe('latch')
    await expect(getNameSuggestions(latch, { name: 'bob' })).rejects.toThrowError(
      'Error fetching name suggestions',
    )
    const aborted = new AbortController()
    aborted.abort()
    await expect(
      getNameSuggestions(latch, { name: 'ada', signal: aborted.signal }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    })
    latch.destroy()
  })

  it('behavior: without a blockchain service it rejects with "Error fetching name suggestions"', async () => {
    const latch = createLatch({ networks: [mainnet], storage: memoryBackend() })
    const error = await getNameSuggestions(latch, { name: 'ada' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NameError)
    expect(error).toMatchObject({ message: 'Error fetching name suggestions' })
    latch.destroy()
  })
})
