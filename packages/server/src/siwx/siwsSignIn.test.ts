import caip122 from '@vectors/caip/caip-122-examples.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { refusalOf } from '../testing/refusalOf.js'
import {
  exampleClaim,
  expectConfiguredChainsServed,
  expectMessageRefused,
} from '../testing/signInProfileChecks.js'
import { publicSolanaClusters, siwsSignIn } from './siwsSignIn.js'

/** The example with Chain ID where the Solana profile puts it (after Version). */
function inProfileOrder(text: string): string {
  const lines = text.split('\n')
  const [chain] = lines.splice(
    lines.findIndex((line) => line.startsWith('Chain ID: ')),
    1,
  )
  lines.splice(lines.findIndex((line) => line.startsWith('Version: ')) + 1, 0, chain as string)
  return lines.join('\n')
}

describe('siwsSignIn', () => {
  it('vectors: the CAIP-122 Solana example is read into core’s session data', () => {
    const claim = siwsSignIn().read(inProfileOrder(caip122.solana_base64url_decoded))
    expect(claim).toEqual(
      exampleClaim({
        chainId: 'solana:1',
        address: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
        addressKey: 'GwAF45zjfyGzUbd3i3hXxzGeuchzEZXwpRYHZM5912F1',
        data: {
          resources: [
            'ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
            'https://example.com/my-web2-claim.json',
          ],
        },
      }),
    )
  })

  it('vectors: the example’s chains are not served: Chain ID 1, and a whole genesis hash', () => {
    const profile = siwsSignIn()
    const text = profile.read(inProfileOrder(caip122.solana_example_text))
    // 44 characters: the genesis hash itself, not mainnet's CAIP-2 reference (its first 32).
    expect(text.chainId).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d')
    expect(profile.serves(text.chainId)).toBe(false)
    expect(profile.serves('solana:1')).toBe(false)
    expect(profile.serves('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(true)
  })

  it('vectors: the spec-body order is not the Solana profile: a 400 on message', () => {
    expectMessageRefused(
      () => siwsSignIn().read(caip122.solana_example_text),
      /^Invalid body field "message": The sign-in message does not follow the Solana CAIP-122 format \(/,
    )
  })

  it('parameters: clusters are served besides mainnet, testnet and devnet', () => {
    expect(publicSolanaClusters).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    ])
    expectConfiguredChainsServed(siwsSignIn, {
      local: 'solana:localnet',
      served: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      foreign: 'eip155:1',
    })
  })

  it('behavior: a signature is base58 of 64 bytes’ length, or a 400 on signature', () => {
    const profile = siwsSignIn()
    const good =
      '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
    expect(() => profile.checkSignatureFormat(good)).not.toThrow()
    for (const bad of [`0x${'ab'.repeat(65)}`, good.slice(0, 40), `${good}0`, `${good}11`]) {
      expect(
        refusalOf(() => profile.checkSignatureFormat(bad)),
        bad,
      ).toMatchObject({
        status: 400,
        field: 'signature',
        message: 'Invalid body field "signature": must be a base58 ed25519 signature (64 bytes)',
      })
    }
  })
})
