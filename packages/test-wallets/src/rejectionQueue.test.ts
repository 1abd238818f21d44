import { expect, it } from 'vitest'
import { ProviderRpcError, providerErrorCodes } from './providerRpcError.js'
import { createRejectionQueue } from './rejectionQueue.js'

const rejected = { code: providerErrorCodes.userRejectedRequest }

it('default: nothing queued, every request passes', () => {
  const rejections = createRejectionQueue(new Set(['sign']))
  expect(() => rejections.take('sign')).not.toThrow()
})

it('behavior: a refusal without a target waits for a request that asks the user, once', () => {
  const rejections = createRejectionQueue(new Set(['sign']))
  rejections.push()
  expect(() => rejections.take('read')).not.toThrow()
  expect(() => rejections.take('sign')).toThrow(ProviderRpcError)
  expect(() => rejections.take('sign')).not.toThrow()
})

it('behavior: a targeted refusal waits for its request, even one that asks nothing', () => {
  const rejections = createRejectionQueue(new Set(['sign']))
  rejections.push('read')
  expect(() => rejections.take('sign')).not.toThrow()
  let error: unknown
  try {
    rejections.take('read')
  } catch (caught) {
    error = caught
  }
  expect(error).toMatchObject({ ...rejected, message: 'User rejected the request.' })
})

it('behavior: refusals queue up, each used by the first request it fits', () => {
  const rejections = createRejectionQueue(new Set(['sign', 'send']))
  rejections.push('send')
  rejections.push()
  expect(() => rejections.take('sign')).toThrow(ProviderRpcError)
  expect(() => rejections.take('sign')).not.toThrow()
  expect(() => rejections.take('send')).toThrow(ProviderRpcError)
  expect(() => rejections.take('send')).not.toThrow()
})

it('parameters: refusal is the error of the wallet protocol (here the polkadot-js extension)', () => {
  const rejections = createRejectionQueue(new Set(['signPayload']), () => new Error('Cancelled'))
  rejections.push()
  expect(() => rejections.take('signPayload')).toThrow(new Error('Cancelled'))
  expect(() => rejections.take('signPayload')).not.toThrow()
})
