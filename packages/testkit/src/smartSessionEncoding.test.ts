import { LibZip } from 'solady'
import {
  type Address,
  decodeAbiParameters,
  decodeFunctionData,
  type Hex,
  pad,
  parseAbi,
  size,
  slice,
} from 'viem'
import { describe, expect, it } from 'vitest'
import {
  installSmartSessionsCall,
  smartSessionNonceKey,
  smartSessionPermissionId,
  smartSessionUseSignature,
  tokenTransferSession,
} from './smartSessionEncoding.js'
import { smartSessionsAddress } from './smartSessionsRuntimeCode.js'

const contracts = {
  sessionValidator: '0x1111111111111111111111111111111111111111',
  timeFramePolicy: '0x2222222222222222222222222222222222222222',
  spendingLimitPolicy: '0x3333333333333333333333333333333333333333',
} as const
const sessionKey: Address = '0x4444444444444444444444444444444444444444'
const token: Address = '0x5555555555555555555555555555555555555555'

describe('smartSessionNonceKey', () => {
  it('default: a nonce with this key names SmartSessions in its top 20 bytes', () => {
    const nonce = (smartSessionNonceKey(smartSessionsAddress) << 64n) | 7n
    const word = pad(`0x${nonce.toString(16)}`, { size: 32 })
    expect(slice(word, 0, 20)).toBe(smartSessionsAddress.toLowerCase())
    expect(BigInt(slice(word, 24))).toBe(7n)
  })
})

describe('smartSessionUseSignature', () => {
  it('default: mode 0x00, the permission id, then the signature ABI-encoded and compressed', () => {
    const permissionId = pad('0xabcd', { size: 32 })
    const signature: Hex = `0x${'12'.repeat(64)}1b`
    const encoded = smartSessionUseSignature(permissionId, signature)
    expect(slice(encoded, 0, 1)).toBe('0x00')
    expect(slice(encoded, 1, 33)).toBe(permissionId)
    const [decompressed] = decodeAbiParameters(
      [{ type: 'bytes' }],
      LibZip.flzDecompress(slice(encoded, 33)) as Hex,
    )
    expect(decompressed).toBe(signature)
  })
})

describe('tokenTransferSession', () => {
  it('default: the key as validator data, and on token.transfer the spending limit and the time frame', () => {
    const session = tokenTransferSession({
      contracts,
      sessionKey,
      token,
      limit: 10n,
      validUntil: 2_000_000_000,
    })
    expect(session).toMatchObject({
      sessionValidator: contracts.sessionValidator,
      sessionValidatorInitData: sessionKey,
      salt: pad('0x00', { size: 32 }),
      userOpPolicies: [],
      actions: [{ actionTargetSelector: '0xa9059cbb', actionTarget: token }],
    })
    const [limit, timeFrame] = session.actions[0]?.actionPolicies ?? []
    expect(limit?.policy).toBe(contracts.spendingLimitPolicy)
    expect(decodeAbiParameters([{ type: 'uint256' }], limit?.initData ?? '0x')).toEqual([10n])
    expect(timeFrame?.policy).toBe(contracts.timeFramePolicy)
    expect(
      decodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], timeFrame?.initData ?? '0x'),
    ).toEqual([0, 2_000_000_000])
  })

  it('behavior: another salt or key is another permission id', () => {
    const base = { contracts, sessionKey, token, limit: 10n, validUntil: 2_000_000_000 }
    const id = smartSessionPermissionId(tokenTransferSession(base))
    expect(size(id)).toBe(32)
    expect(
      smartSessionPermissionId(tokenTransferSession({ ...base, salt: pad('0x01', { size: 32 }) })),
    ).not.toBe(id)
    expect(smartSessionPermissionId(tokenTransferSession({ ...base, sessionKey: token }))).not.toBe(
      id,
    )
    // The limit and the window are policies, not part of the id.
    expect(smartSessionPermissionId(tokenTransferSession({ ...base, limit: 11n }))).toBe(id)
  })
})

describe('installSmartSessionsCall', () => {
  it('default: the account installs SmartSessions on itself as a validator (type 1), no init data', () => {
    const account = '0x6666666666666666666666666666666666666666'
    const call = installSmartSessionsCall(account, smartSessionsAddress)
    expect(call.to).toBe(account)
    expect(
      decodeFunctionData({
        abi: parseAbi(['function installModule(uint256, address, bytes)']),
        data: call.data,
      }).args,
    ).toEqual([1n, smartSessionsAddress, '0x'])
  })
})
