import { LibZip } from 'solady'
import {
  type Address,
  concat,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  keccak256,
  pad,
  parseAbi,
  toFunctionSelector,
} from 'viem'
import type { DevnetSmartSessions } from './devnetInfo.js'

/**
 * The SmartSessions functions and errors the testkit uses, for the build modulekit 0.5.9 ships
 * (its `Session` has no paymaster flag and names ERC-7739 contents as strings; newer builds, and
 * `@rhinestone/module-sdk`'s encoders for them, differ).
 */
export const smartSessionsAbi = parseAbi([
  'struct PolicyData { address policy; bytes initData; }',
  'struct ActionData { bytes4 actionTargetSelector; address actionTarget; PolicyData[] actionPolicies; }',
  'struct ERC7739Data { string[] allowedERC7739Content; PolicyData[] erc1271Policies; }',
  'struct Session { address sessionValidator; bytes sessionValidatorInitData; bytes32 salt; PolicyData[] userOpPolicies; ERC7739Data erc7739Policies; ActionData[] actions; }',
  'function enableSessions(Session[] sessions) returns (bytes32[] permissionIds)',
  'function removeSession(bytes32 permissionId)',
  'function getPermissionId(Session session) view returns (bytes32)',
  'function isPermissionEnabled(bytes32 permissionId, address account) view returns (bool)',
  'error InvalidPermissionId(bytes32 permissionId)',
  'error NoPoliciesSet(bytes32 permissionId)',
  'error PolicyViolation(bytes32 permissionId, address policy)',
  'error PolicyCheckReverted(bytes32 reason)',
  'error InvalidSelfCall()',
  'error UnsupportedExecutionType()',
])

/** One session as SmartSessions stores it (`enableSessions`' argument). */
export type SmartSession = {
  readonly sessionValidator: Address
  readonly sessionValidatorInitData: Hex
  readonly salt: Hex
  readonly userOpPolicies: readonly { policy: Address; initData: Hex }[]
  readonly erc7739Policies: {
    readonly allowedERC7739Content: readonly string[]
    readonly erc1271Policies: readonly { policy: Address; initData: Hex }[]
  }
  readonly actions: readonly {
    actionTargetSelector: Hex
    actionTarget: Address
    actionPolicies: readonly { policy: Address; initData: Hex }[]
  }[]
}

/** What {@link tokenTransferSession} grants. */
export type TokenTransferSessionParameters = {
  readonly contracts: Pick<
    DevnetSmartSessions,
    'sessionValidator' | 'timeFramePolicy' | 'spendingLimitPolicy'
  >
  /** The session key's address: it signs the session's user operations. */
  readonly sessionKey: Address
  /** The ERC-20 whose `transfer` the session may call, and nothing else. */
  readonly token: Address
  /** The most the session may transfer in all, in the token's base units. */
  readonly limit: bigint
  /** Seconds since the epoch; 0 for at once. */
  readonly validAfter?: number
  /** Seconds since the epoch: the session's operations are refused from then on. */
  readonly validUntil: number
  /** Tells apart two sessions of the same key; zero unless given. */
  readonly salt?: Hex
}

const transferSelector = toFunctionSelector('transfer(address,uint256)')

/**
 * The session "the session key may call `token.transfer` for up to `limit` in all, from
 * `validAfter` until `validUntil`": our session validator with the key's address, and on the one
 * action (token, `transfer`) the spending limit and the time frame.
 */
export function tokenTransferSession(parameters: TokenTransferSessionParameters): SmartSession {
  const { contracts, sessionKey, token, limit, validAfter = 0, validUntil } = parameters
  return {
    sessionValidator: contracts.sessionValidator,
    sessionValidatorInitData: sessionKey,
    salt: parameters.salt ?? pad('0x00', { size: 32 }),
    userOpPolicies: [],
    erc7739Policies: { allowedERC7739Content: [], erc1271Policies: [] },
    actions: [
      {
        actionTargetSelector: transferSelector,
        actionTarget: token,
        actionPolicies: [
          {
            policy: contracts.spendingLimitPolicy,
            initData: encodeAbiParameters([{ type: 'uint256' }], [limit]),
          },
          {
            policy: contracts.timeFramePolicy,
            initData: encodeAbiParameters(
              [{ type: 'uint48' }, { type: 'uint48' }],
              [validAfter, validUntil],
            ),
          },
        ],
      },
    ],
  }
}

/** SmartSessions' id of a session: `keccak256(abi.encode(validator, validatorInitData, salt))`. */
export function smartSessionPermissionId(session: SmartSession): Hex {
  return keccak256(
    encodeAbiParameters(
      [{ type: 'address' }, { type: 'bytes' }, { type: 'bytes32' }],
      [session.sessionValidator, session.sessionValidatorInitData, session.salt],
    ),
  )
}

/**
 * The user operation nonce key that picks SmartSessions as the operation's validator: the
 * account reads the validator from the top 20 bytes of the 32-byte nonce, and the key is its
 * top 24 bytes, so the module's address followed by four zero bytes. EntryPoint nonces count
 * per key, so session operations have a sequence of their own.
 */
export function smartSessionNonceKey(smartSessions: Address): bigint {
  return BigInt(smartSessions) << 32n
}

/**
 * A session operation's `signature` in SmartSessions' "use" mode: mode byte 0x00, the
 * permission id, then the session key's signature ABI-encoded as `bytes` and compressed with
 * FastLZ (Solady's `LibZip.flzCompress`, which SmartSessions undoes on chain).
 */
export function smartSessionUseSignature(permissionId: Hex, signature: Hex): Hex {
  const encoded = encodeAbiParameters([{ type: 'bytes' }], [signature])
  return concat(['0x00', permissionId, LibZip.flzCompress(encoded) as Hex])
}

const accountAbi = parseAbi([
  'function installModule(uint256 moduleTypeId, address module, bytes initData)',
])
// ERC-7579 module type of a validator.
const validatorModuleType = 1n

/** The call (to the account itself) that installs SmartSessions as one of its validators. */
export function installSmartSessionsCall(account: Address, smartSessions: Address) {
  return {
    to: account,
    data: encodeFunctionData({
      abi: accountAbi,
      functionName: 'installModule',
      args: [validatorModuleType, smartSessions, '0x'],
    }),
  } as const
}

/** The account's call that enables `sessions` (SmartSessions keys them by the calling account). */
export function enableSessionsCall(smartSessions: Address, sessions: readonly SmartSession[]) {
  return {
    to: smartSessions,
    data: encodeFunctionData({
      abi: smartSessionsAbi,
      functionName: 'enableSessions',
      args: [sessions],
    }),
  } as const
}

/** The account's call that removes a session and its policies: its key can sign nothing more. */
export function removeSessionCall(smartSessions: Address, permissionId: Hex) {
  return {
    to: smartSessions,
    data: encodeFunctionData({
      abi: smartSessionsAbi,
      functionName: 'removeSession',
      args: [permissionId],
    }),
  } as const
}
