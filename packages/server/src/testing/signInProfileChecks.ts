import type { CaipNetworkId } from '@latch/core'
import { expect } from 'vitest'
import type { SignInClaim, SignInProfile } from '../siwx/signInProfile.js'
import { refusalOf } from './refusalOf.js'

/**
 * The claim a profile reads from CAIP-122's example sign-in (service.org's, nonce 32891757)
 * of `address` on `chainId`: every namespace's example has these fields, and only the chain,
 * the address, its key and the extra `data` (such as resources) differ.
 */
export function exampleClaim(parameters: {
  chainId: CaipNetworkId
  address: string
  addressKey: string
  data?: Partial<SignInClaim['data']>
}): SignInClaim {
  const { chainId, address, addressKey, data } = parameters
  return {
    chainId,
    address,
    addressKey,
    domain: 'service.org',
    uri: 'https://service.org/login',
    scheme: undefined,
    nonce: '32891757',
    issuedAt: '2021-09-30T16:25:24.000Z',
    expirationTime: undefined,
    data: {
      accountAddress: address,
      chainId,
      domain: 'service.org',
      statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
      uri: 'https://service.org/login',
      version: '1',
      nonce: '32891757',
      issuedAt: '2021-09-30T16:25:24.000Z',
      ...data,
    },
  }
}

/**
 * Expects `read` to refuse its text as a 400 on `message` whose message is `reason` (exactly,
 * or matching it when it is a pattern).
 */
export function expectMessageRefused(read: () => unknown, reason: string | RegExp) {
  const error = refusalOf(read)
  expect(error).toMatchObject({ status: 400, code: 'invalid_request', field: 'message' })
  if (typeof reason === 'string') expect(error.message).toBe(reason)
  else expect(error.message).toMatch(reason)
}

/**
 * Expects the profiles of `profileOf` to serve the `local` chain only when it is configured,
 * a public chain (`served`) either way, and never a chain of another namespace (`foreign`).
 */
export function expectConfiguredChainsServed(
  profileOf: (chains?: readonly string[]) => SignInProfile,
  chains: { local: string; served: string; foreign: string },
) {
  const { local, served, foreign } = chains
  expect(profileOf().serves(local)).toBe(false)
  const profile = profileOf([local])
  expect(profile.serves(local)).toBe(true)
  expect(profile.serves(served)).toBe(true)
  expect(profile.serves(foreign)).toBe(false)
}
