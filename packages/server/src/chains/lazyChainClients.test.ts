import { describe, expect, test } from 'vitest'
import { lazyChainClients } from './lazyChainClients.js'

type Client = { echo(value: string): Promise<string> }
const chains = [
  { caipNetworkId: 'cosmos:a', url: 'http://a' },
  { caipNetworkId: 'cosmos:b', url: 'http://b' },
]

function counted() {
  const loads: string[] = []
  const closed: number[] = []
  const load = async () => {
    loads.push('load')
    return {
      clientOf: (url: string): Client => ({ echo: async (value) => `${url} ${value}` }),
      close: async () => {
        closed.push(loads.length)
      },
    }
  }
  return { loads, closed, load }
}

describe('lazyChainClients', () => {
  test('default: nothing loads before the first read; one load serves every chain, each by its URL', async () => {
    const { loads, load } = counted()
    const clients = lazyChainClients(chains, (chain) => chain.url, load, { echo: true })
    expect(loads).toEqual([])
    await expect(clients.get('cosmos:a')?.echo('x')).resolves.toBe('http://a x')
    await expect(clients.get('cosmos:b')?.echo('y')).resolves.toBe('http://b y')
    expect(loads).toEqual(['load'])
    expect(clients.get('cosmos:c')).toBeUndefined()
  })

  test('behavior: close closes what was opened, and a later read opens it again', async () => {
    const { loads, closed, load } = counted()
    const clients = lazyChainClients(chains, (chain) => chain.url, load, { echo: true })
    await clients.close()
    expect(closed).toEqual([])
    await clients.get('cosmos:a')?.echo('x')
    await clients.close()
    expect(closed).toEqual([1])
    await clients.get('cosmos:a')?.echo('x')
    expect(loads).toHaveLength(2)
  })
})
