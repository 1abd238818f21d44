import { verifyBitcoinSignature } from '@latch/adapter-bitcoin'
import { describe, expect, it } from 'vitest'
import {
  exampleClaim,
  expectConfiguredChainsServed,
  expectMessageRefused,
} from '../testing/signInProfileChecks.js'
import { publicBitcoinChains, siwbSignIn } from './siwbSignIn.js'

// BIP-322's test vectors: its P2WPKH address and its simple signature of "Hello World".
const vectorAddress = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
const helloWorld =
  'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI='

const message = [
  'service.org wants you to sign in with your Bitcoin account:',
  vectorAddress.toUpperCase(),
  '',
  'I accept the ServiceOrg Terms of Service: https://service.org/tos',
  '',
  'URI: https://service.org/login',
  'Version: 1',
  'Chain ID: 000000000019d6689c085ae165831e93',
  'Nonce: 32891757',
  'Issued At: 2021-09-30T16:25:24.000Z',
].join('\n')

describe('siwbSignIn', () => {
  it('vectors: BIP-322’s "Hello World" signature verifies through the verifier the profile uses', async () => {
    await expect(
      verifyBitcoinSignature({
        address: vectorAddress,
        message: 'Hello World',
        signature: helloWorld,
      }),
    ).resolves.toBe(true)
    await expect(
      verifyBitcoinSignature({
        address: vectorAddress,
        message: 'Hello World.',
        signature: helloWorld,
      }),
    ).resolves.toBe(false)
    expect(() => siwbSignIn().checkSignatureFormat(helloWorld)).not.toThrow()
  })

  it('default: a message is read into core’s session data, the address keyed in lower case', () => {
    expect(siwbSignIn().read(message)).toEqual(
      exampleClaim({
        chainId: 'bip122:000000000019d6689c085ae165831e93',
        address: vectorAddress.toUpperCase(),
        addressKey: vectorAddress,
      }),
    )
  })

  it('behavior: a text off the profile is a 400 on message, with the parser’s reason', () => {
    expectMessageRefused(
      () =>
        siwbSignIn().read(
          message.replace('Chain ID: 000000000019d6689c085ae165831e93', 'Chain ID: 1'),
        ),
      'Invalid body field "message": The chain ID of the sign-in message is not valid (1)',
    )
  })

  it('parameters: chains are served besides mainnet, testnet and signet', () => {
    expect(publicBitcoinChains).toEqual([
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:000000000933ea01ad0ee984209779ba',
      'bip122:00000008819873e925422c1ff0f99f7c',
    ])
    expectConfiguredChainsServed(siwbSignIn, {
      local: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      served: 'bip122:000000000019d6689c085ae165831e93',
      foreign: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    })
  })
})
