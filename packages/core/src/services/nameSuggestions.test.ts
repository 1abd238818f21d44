import { describe, expect, it, vi } from 'vitest'
import { getNameSuggestions } from './nameSuggestions.js'

describe('getNameSuggestions', () => {
  it('default: the free suggestions in the fixed zone', async () => {
    const blockchain = {
      getNameSuggestions: vi.fn(async () => ({
        suggestions: [
          { name: 'ada1.latch', registered: false },
          { name: 'ada.latch', registered: true },
          { name: 'ada-x.latch', registered: false },
        ],
      })),
    }
    const controller = new AbortController()
    await expect(getNameSuggestions(blockchain, 'ada', controller.signal)).resolves.toEqual([
      'ada1.latch',
      'ada-x.latch',
    ])
    expect(blockchain.getNameSuggestions).toHaveBeenCalledWith('ada', 'latch', {
      signal: controller.signal,
    })
  })

  it('behavior: a failure is "Error fetching name suggestions" with its cause', async () => {
    const down = new Error('503')
    const blockchain = { getNameSuggestions: vi.fn(async () => Promise.reject(down)) }
    const error = await getNameSuggestions(blockchain, 'ada').catch((failure: unknown) => failure)
    expect(error).toMatchObject({ message: 'Error fetching name suggestions', cause: down })
  })

  it('behavior: without a blockchain service it fails the same way', async () => {
    await expect(getNameSuggestions(undefined, 'ada')).rejects.toThrowError(
      'Error fetching name suggestions',
    )
  })

  it('behavior: an abort stays an AbortError', async () => {
    const abort = new DOMException('aborted', 'AbortError')
    const blockchain = { getNameSuggestions: vi.fn(async () => Promise.reject(abort)) }
    await expect(getNameSuggestions(blockchain, 'ada')).rejects.toBe(abort)
  })
})
