import { describe, expect, it } from 'vitest'
import {
  approvalRpcMethods,
  classifyRpcMethod,
  classifyRpcResult,
  safeRpcMethods,
} from './rpcMethods.js'

describe('classifyRpcMethod', () => {
  it.each([
    'eth_call',
    'eth_getBalance',
    'eth_getLogs',
    'eth_sendRawTransaction',
    'wallet_getCapabilities',
    // ERC-7811 asset discovery is a read: answered without ApproveTransaction.
    'wallet_getAssets',
  ])('behavior: %s is safe', (method) => expect(classifyRpcMethod(method)).toBe('safe'))
  it.each([
    'eth_sendTransaction',
    'personal_sign',
    'eth_signTypedData_v4',
    'solana_signMessage',
    'solana_signAndSendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'eth_sendUserOperation',
  ])('behavior: %s needs approval', (method) => {
    expect(classifyRpcMethod(method)).toBe('approval')
  })
  it.each(['eth_sign', 'eth_signTypedData', 'wallet_addEthereumChain', '', 'ETH_CALL'])(
    'behavior: %j is unknown',
    (method) => expect(classifyRpcMethod(method)).toBe('unknown'),
  )
  it('behavior: the two sets do not overlap', () => {
    expect([...safeRpcMethods].filter((method) => approvalRpcMethods.has(method))).toEqual([])
  })
})

describe('classifyRpcResult', () => {
  it('behavior: a 66-character 0x hash is a transaction', () => {
    expect(classifyRpcResult(`0x${'ab'.repeat(32)}`)).toBe('transaction')
  })
  it('behavior: a longer 0x hex string is a signed message', () => {
    expect(classifyRpcResult(`0x${'ab'.repeat(65)}`)).toBe('signature')
  })
  it.each([`0x${'ab'.repeat(20)}`, 'hello', 42, { hash: '0x' }, null])(
    'behavior: %j is an object',
    (value) => expect(classifyRpcResult(value)).toBe('object'),
  )
})
