import { describe, expect, test } from 'vitest'
import { polkadotPublicKeyOf } from './polkadotPublicKey.js'

// Alice of the Substrate dev chains with the generic prefix (42), Polkadot's (0), Kusama's (2).
const aliceKey = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d'
const alice = {
  generic: '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  polkadot: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  kusama: 'HNZata7iMYWmk5RvZRTiAsSDhV8366zq2YGb3tLH5Upf74F',
}

describe('polkadotPublicKeyOf', () => {
  test('default: every prefix of the same key is the same account', () => {
    for (const address of Object.values(alice)) {
      expect(polkadotPublicKeyOf(address), address).toBe(aliceKey)
    }
  })

  test('behavior: a bad checksum, another shape, or hex is no account', () => {
    const flipped = `${alice.generic.slice(0, -1)}Z`
    for (const address of [
      flipped,
      aliceKey,
      '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      'A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss',
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      '',
    ]) {
      expect(polkadotPublicKeyOf(address), address).toBeUndefined()
    }
  })
})
