// Which wallet RPC methods Latch lets through, and which need the visitor (SPEC.md §5): one
// list, frame-protocol's, so that the secure frame asks the visitor for exactly these too.
export {
  approvalRpcMethods,
  classifyRpcMethod,
  type RpcMethodKind,
  safeRpcMethods,
} from '@latch/frame-protocol'

export type RpcResultKind = 'transaction' | 'signature' | 'object'

const transactionHash = /^0x[0-9a-fA-F]{64}$/
const longHex = /^0x[0-9a-fA-F]{65,}$/

/**
 * What a wallet's answer is (SPEC.md §5): a 66-character 0x hash is a transaction, a longer
 * 0x hex string a signed message, anything else an object.
 */
export function classifyRpcResult(result: unknown): RpcResultKind {
  if (typeof result === 'string' && transactionHash.test(result)) return 'transaction'
  if (typeof result === 'string' && longHex.test(result)) return 'signature'
  return 'object'
}
