import { encodeAbiParameters, encodeFunctionData, encodePacked, type Hex, pad } from 'viem'
import { erc7579ExecuteAbi } from './latchAccountAbi.js'

/** A call of a user operation, as ERC-5792 and viem name them. */
export type AccountCall = { to: Hex; value?: bigint | undefined; data?: Hex | undefined }

// ERC-7579 execution modes: call type in the first byte (0x00 single, 0x01 batch), default
// exec type (revert on failure), no selector or payload.
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
 * The account's `execute` calldata for `calls`: one call packed (ERC-7579 single), several as
 * one batch, which reverts as a whole when any call reverts (atomic).
 *
 * @example
 * encodeAccountCalls([{ to: '0x…', value: 1n }])
 */
export function encodeAccountCalls(calls: readonly AccountCall[]): Hex {
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
