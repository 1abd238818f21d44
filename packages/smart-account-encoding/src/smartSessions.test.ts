import { type Address, decodeAbiParameters, decodeFunctionData, type Hex, pad, size } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  accountModulesAbi,
  enableSessionsCall,
  erc20TransferSelector,
  installSmartSessionsCall,
  removeSessionCall,
  smartSessionPermissionId,
  smartSessionsAbi,
  tokenTransferSession,
} from './smartSessions.js'

const modules = {
  sessionValidator: '0x1111111111111111111111111111111111111111',
  timeFramePolicy: '0x2222222222222222222222222222222222222222',
  spendingLimitPolicy: '0x3333333333333333333333333333333333333333',
} as const
const smartSessions: Address = '0x0000000071727De22e5E9D8bAF0EDAc6F37da034'
const sessionKey: Address = '0x4444444444444444444444444444444444444444'
const token: Address = '0x5555555555555555555555555555555555555555'
const account: Address = '0x6666666666666666666666666666666666666666'
const base = {
  modules,
  sessionKey,
  permissions: [{ token, allowance: 10n }],
  validUntil: 2_000_000_000,
}

describe('tokenTransferSession', () => {
  it('default: the key as validator data, and on token.transfer the spending limit and the time frame', () => {
    const session = tokenTransferSession(base)
    expect(session).toMatchObject({
      sessionValidator: modules.sessionValidator,
      sessionValidatorInitData: sessionKey,
      salt: pad('0x00', { size: 32 }),
      userOpPolicies: [],
      erc7739Policies: { allowedERC7739Content: [], erc1271Policies: [] },
      actions: [{ actionTargetSelector: '0xa9059cbb', actionTarget: token }],
    })
    const [limit, timeFrame] = session.actions[0]?.actionPolicies ?? []
    expect(limit?.policy).toBe(modules.spendingLimitPolicy)
    expect(decodeAbiParameters([{ type: 'uint256' }], limit?.initData ?? '0x')).toEqual([10n])
    expect(timeFrame?.policy).toBe(modules.timeFramePolicy)
    expect(
      decodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], timeFrame?.initData ?? '0x'),
    ).toEqual([0, 2_000_000_000])
  })

  it('parameters: validAfter and salt', () => {
    const salt: Hex = pad('0x07', { size: 32 })
    const session = tokenTransferSession({ ...base, validAfter: 1_000, salt })
    expect(session.salt).toBe(salt)
    const timeFrame = session.actions[0]?.actionPolicies[1]
    expect(
      decodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], timeFrame?.initData ?? '0x'),
    ).toEqual([1_000, 2_000_000_000])
  })

  it('parameters: one transfer action per token, each with the limit and the time frame', () => {
    const other: Address = '0x7777777777777777777777777777777777777777'
    const two = tokenTransferSession({
      ...base,
      permissions: [
        { token, allowance: 1n },
        { token: other, allowance: 2n },
      ],
    })
    expect(two.actions.map((action) => [action.actionTarget, action.actionTargetSelector])).toEqual(
      [
        [token, erc20TransferSelector],
        [other, erc20TransferSelector],
      ],
    )
    expect(two.actions[1]?.actionPolicies.map((policy) => policy.policy)).toEqual([
      modules.spendingLimitPolicy,
      modules.timeFramePolicy,
    ])
  })
})

describe('smartSessionPermissionId', () => {
  it('behavior: another salt or key is another permission id; the policies are not part of it', () => {
    const id = smartSessionPermissionId(tokenTransferSession(base))
    expect(size(id)).toBe(32)
    expect(
      smartSessionPermissionId(tokenTransferSession({ ...base, salt: pad('0x01', { size: 32 }) })),
    ).not.toBe(id)
    expect(smartSessionPermissionId(tokenTransferSession({ ...base, sessionKey: token }))).not.toBe(
      id,
    )
    expect(
      smartSessionPermissionId(
        tokenTransferSession({ ...base, permissions: [{ token, allowance: 11n }] }),
      ),
    ).toBe(id)
  })
})

describe('module calls', () => {
  it('default: the account installs SmartSessions on itself as a validator (type 1), no init data', () => {
    const call = installSmartSessionsCall(account, smartSessions)
    expect(call.to).toBe(account)
    expect(decodeFunctionData({ abi: accountModulesAbi, data: call.data }).args).toEqual([
      1n,
      smartSessions,
      '0x',
    ])
  })

  it('default: enable and remove are calls to SmartSessions', () => {
    const session = tokenTransferSession(base)
    const enable = enableSessionsCall(smartSessions, [session])
    expect(enable.to).toBe(smartSessions)
    expect(decodeFunctionData({ abi: smartSessionsAbi, data: enable.data }).args).toEqual([
      [session],
    ])
    const permissionId = smartSessionPermissionId(session)
    const remove = removeSessionCall(smartSessions, permissionId)
    expect(remove.to).toBe(smartSessions)
    expect(decodeFunctionData({ abi: smartSessionsAbi, data: remove.data }).args).toEqual([
      permissionId,
    ])
  })
})
