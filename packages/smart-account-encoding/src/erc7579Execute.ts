import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  encodePacked,
  type Hex,
  pad,
  parseAbi,
} from 'viem'

/** A call an account makes, as ERC-5792 and viem name it. */
export type AccountCall = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

/** ERC-7579's `execute`: the one entry a `LatchAccount` runs calls through. */
export const erc7579ExecuteAbi = parseAbi([
  'function execute(bytes32 mode, bytes executionCalldata)',
])

// ERC-7579 execution modes: the call type in the first byte (0x00 single, 0x01 batch), the
// default exec type (revert on failure), no selector or payload.
const singleMode = pad('0x00', { dir: 'right', size: 32 })
const batchMode = pad('0x01', { dir: 'right', size: 32 })

const executionsType = [
  {
    type: 'tuple[]',
    components: [
      { name: 'target', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'callData', type: 'bytes' },
    ],
  },
] as const

/**
 * The account's ERC-7579 `execute` calldata for `calls`: one call packed (single mode), several
 * as one batch, which reverts as a whole when any call reverts (atomic). SmartSessions checks
 * each call of it against a session's actions.
 *
 * `permissionless`' `encode7579Calls` encodes the same, but its peer range wants an `ox` older
 * than viem's own, and these are the only calls of it we would use.
 *
 * @example
 * encodeErc7579Execute([{ to: '0x…', value: 1n }])
 */
export function encodeErc7579Execute(calls: readonly AccountCall[]): Hex {
  const [only] = calls
  if (calls.length === 1 && only) {
    return encodeFunctionData({
      abi: erc7579ExecuteAbi,
      functionName: 'execute',
      args: [
        singleMode,
        encodePacked(
          ['address', 'uint256', 'bytes'],
          [only.to, only.value ?? 0n, only.data ?? '0x'],
        ),
      ],
    })
  }
  return encodeFunctionData({
    abi: erc7579ExecuteAbi,
    functionName: 'execute',
    args: [
      batchMode,
      encodeAbiParameters(executionsType, [
        calls.map((call) => ({
          target: call.to,
          value: call.value ?? 0n,
          callData: call.data ?? '0x',
        })),
      ]),
    ],
  })
}
