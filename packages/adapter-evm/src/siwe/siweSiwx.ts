import type { ServerSiwxOptions } from '@latch/core'
import { createServerSiwx, type ServerSiwxProfile } from '@latch/core/internal'
import { checkDateTime } from './rfc3339.js'
import { SiweSiwxError } from './siweSiwxError.js'

/** How Sign-In with Ethereum differs from the other namespaces' sign-in against the server. */
const siweProfile: ServerSiwxProfile = {
  namespace: 'eip155',
  // EIP-4361's Chain ID is a decimal number.
  isReference: (reference) => /^[0-9]+$/.test(reference),
  async loadCodec() {
    // viem (for the checksum) loads on the first sign-in, not with the page.
    const [{ createSiweMessage }, { parseSiweMessage }] = await Promise.all([
      import('./createSiweMessage.js'),
      import('./parseSiweMessage.js'),
    ])
    return {
      createMessage(input) {
        const scheme = new URL(input.uri).protocol.slice(0, -1)
        return createSiweMessage({
          ...input,
          // EIP-4361 reads a message without a scheme as https; other pages must say theirs.
          ...(scheme === 'https' ? {} : { scheme }),
        })
      },
      readMessage(text) {
        const { address, chainId, scheme: _scheme, ...rest } = parseSiweMessage(text)
        return { ...rest, accountAddress: address, chainId: `eip155:${chainId}` }
      },
    }
  },
  // Hex addresses have no case of their own: a checksum is only a way of writing one.
  sameAddress: (stored, asked) => stored.toLowerCase() === asked.toLowerCase(),
  dateTimeMs(value) {
    const check = checkDateTime(value)
    return check.valid ? check.epochMs : undefined
  },
  errorClass: SiweSiwxError,
}

/**
 * Sign-In with Ethereum (EIP-4361) against a latch-server (`/v1/siwx/*`, see
 * packages/server/README.md): the `siwx` option of `createLatch`. The message binds the page:
 * its domain is the page's host and its URI the page's origin, and the server accepts it
 * only from that origin, with a nonce it issued, once. Every failure is a `SiweSiwxError`
 * (or a `SiweError` for a message that cannot be built) with a clear message. Core's
 * `createServerSiwx` with the EIP-4361 profile.
 *
 * @example
 * const latch = createLatch({
 *   networks: [mainnet],
 *   adapters: [evmAdapter()],
 *   siwx: siweSiwx({ serverUrl: 'https://latch.example.com', projectId: 'shop' }),
 * })
 */
export function siweSiwx(options: ServerSiwxOptions) {
  return createServerSiwx(options, siweProfile)
}
