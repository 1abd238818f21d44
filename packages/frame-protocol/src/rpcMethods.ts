// Which wallet RPC methods Latch lets through, and which need the visitor (SPEC.md §5). Both
// sides use them: core opens ApproveTransaction for these, the secure frame asks for approval.

/** Read-only methods: answered without asking the visitor. */
export const safeRpcMethods: ReadonlySet<string> = new Set([
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'eth_getUserOperationReceipt',
  'eth_getUserOperationByHash',
  'eth_estimateUserOperationGas',
  'eth_supportedEntryPoints',
  'wallet_getCapabilities',
  'wallet_getCallsStatus',
  'wallet_getAssets',
])

/** Signing and sending methods: the visitor approves each one. */
export const approvalRpcMethods: ReadonlySet<string> = new Set([
  'eth_sendTransaction',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendUserOperation',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
])

export type RpcMethodKind = 'safe' | 'approval' | 'unknown'

/**
 * @example
 * classifyRpcMethod('personal_sign') // 'approval'
 */
export function classifyRpcMethod(method: string): RpcMethodKind {
  if (safeRpcMethods.has(method)) return 'safe'
  if (approvalRpcMethods.has(method)) return 'approval'
  return 'unknown'
}
