import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  type Hex,
  keccak256,
  pad,
  parseAbi,
  toFunctionSelector,
} from 'viem'

/**
 * The SmartSessions functions and errors Latch uses, for the build `@rhinestone/modulekit` 0.5.9
 * ships, which the testkit deploys: its `Session` has no paymaster flag and names ERC-7739
 * contents as strings. Newer builds, and `@rhinestone/module-sdk`'s encoders for them, encode a
 * session (and the "use" signature) differently, so they do not fit this contract.
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

/** ERC-7579's module functions of the account that SmartSessions needs. */
export const accountModulesAbi = parseAbi([
  'function installModule(uint256 moduleTypeId, address module, bytes initData)',
  'function isModuleInstalled(uint256 moduleTypeId, address module, bytes additionalContext) view returns (bool)',
])

/** ERC-7579's module type of a validator: SmartSessions validates session operations. */
export const validatorModuleType = 1n

type PolicyData = { readonly policy: Address; readonly initData: Hex }

/** One session as SmartSessions stores it (`enableSessions`' argument). */
export type SmartSession = {
  readonly sessionValidator: Address
  readonly sessionValidatorInitData: Hex
  readonly salt: Hex
  readonly userOpPolicies: readonly PolicyData[]
  readonly erc7739Policies: {
    readonly allowedERC7739Content: readonly string[]
    readonly erc1271Policies: readonly PolicyData[]
  }
  readonly actions: readonly {
    readonly actionTargetSelector: Hex
    readonly actionTarget: Address
    readonly actionPolicies: readonly PolicyData[]
  }[]
}

/** The modules a token-transfer session names, as deployed on the chain. */
export type SmartSessionsModules = {
  /** Checks the session key's ECDSA signature. */
  readonly sessionValidator: Address
  /** Refuses the session's operations outside `[validAfter, validUntil)`. */
  readonly timeFramePolicy: Address
  /** Refuses a `transfer` beyond the allowance. */
  readonly spendingLimitPolicy: Address
}

/** One ERC-20 whose `transfer` a session may call, up to `allowance` in all (base units). */
export type TokenTransferPermission = { readonly token: Address; readonly allowance: bigint }

/** What {@link tokenTransferSession} grants. */
export type TokenTransferSessionParameters = {
  readonly modules: SmartSessionsModules
  /** The address whose ECDSA signatures the session validator accepts. */
  readonly sessionKey: Address
  readonly permissions: readonly TokenTransferPermission[]
  /** Seconds since the epoch; 0 (the default) for at once. */
  readonly validAfter?: number
  /** Seconds since the epoch: the session's operations are refused from then on. */
  readonly validUntil: number
  /**
   * Tells apart two sessions of the same key (the permission id hashes the key and the salt),
   * so a key granted again after a revocation gets a new id; zero unless given.
   */
  readonly salt?: Hex
}

/** The selector of ERC-20's `transfer(address,uint256)`, the one action a session allows. */
export const erc20TransferSelector = toFunctionSelector('transfer(address,uint256)')

/**
 * The session "the key may call `transfer` on each token up to its allowance, from `validAfter`
 * until `validUntil`": the session validator with the key's address, and on each (token,
 * `transfer`) action the spending limit and the time frame. SmartSessions refuses any call not
 * listed.
 *
 * @example
 * tokenTransferSession({ modules, sessionKey, permissions: [{ token, allowance: 10n }], validUntil })
 */
export function tokenTransferSession(parameters: TokenTransferSessionParameters): SmartSession {
  const { modules, sessionKey, permissions, validAfter = 0, validUntil, salt = '0x00' } = parameters
  const timeFrame = {
    policy: modules.timeFramePolicy,
    initData: encodeAbiParameters(
      [{ type: 'uint48' }, { type: 'uint48' }],
      [validAfter, validUntil],
    ),
  }
  return {
    sessionValidator: modules.sessionValidator,
    sessionValidatorInitData: sessionKey,
    salt: pad(salt, { size: 32 }),
    userOpPolicies: [],
    erc7739Policies: { allowedERC7739Content: [], erc1271Policies: [] },
    actions: permissions.map(({ token, allowance }) => ({
      actionTargetSelector: erc20TransferSelector,
      actionTarget: token,
      actionPolicies: [
        {
          policy: modules.spendingLimitPolicy,
          initData: encodeAbiParameters([{ type: 'uint256' }], [allowance]),
        },
        timeFrame,
      ],
    })),
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

/** A call of an account to a contract, with its data. */
export type ModuleCall = { to: Address; data: Hex }

/** The account's call to itself that installs SmartSessions as one of its validators. */
export function installSmartSessionsCall(account: Address, smartSessions: Address): ModuleCall {
  return {
    to: account,
    data: encodeFunctionData({
      abi: accountModulesAbi,
      functionName: 'installModule',
      args: [validatorModuleType, smartSessions, '0x'],
    }),
  }
}

/** The account's call that enables `sessions` (SmartSessions keys them by the calling account). */
export function enableSessionsCall(
  smartSessions: Address,
  sessions: readonly SmartSession[],
): ModuleCall {
  return {
    to: smartSessions,
    data: encodeFunctionData({
      abi: smartSessionsAbi,
      functionName: 'enableSessions',
      args: [sessions],
    }),
  }
}

/** The account's call that removes a session and its policies: its key can sign nothing more. */
export function removeSessionCall(smartSessions: Address, permissionId: Hex): ModuleCall {
  return {
    to: smartSessions,
    data: encodeFunctionData({
      abi: smartSessionsAbi,
      functionName: 'removeSession',
      args: [permissionId],
    }),
  }
}
