import { describe, expect, test } from 'vitest'
import { devnetCollectibleMetadata, devnetCollectibleSvg } from './devnetCollectibles.js'

describe('devnetCollectibleMetadata', () => {
  test('default: named by its id, its image on the given server', () => {
    expect(devnetCollectibleMetadata(31338, 7, 'https://latch.example')).toMatchObject({
      name: 'Latch Collectible #7',
      image: 'https://latch.example/devnet/collectibles/31338/7/image.svg',
      attributes: expect.arrayContaining([{ trait_type: 'Chain', value: 31338 }]),
    })
  })

  test('behavior: the first 48 tokens differ in colour or shape', () => {
    const looks = Array.from({ length: 48 }, (_, index) => {
      const { attributes } = devnetCollectibleMetadata(31337, index + 1, '')
      return attributes
        .slice(0, 2)
        .map((attribute) => attribute.value)
        .join(' ')
    })
    expect(new Set(looks).size).toBe(48)
    // The testkit's holders get three each: even one holder's tokens differ in shape.
    const shapes = looks.slice(0, 4).map((look) => look.split(' ')[1])
    expect(new Set(shapes).size).toBe(4)
    expect(devnetCollectibleSvg(1)).not.toBe(devnetCollectibleSvg(2))
  })
})
