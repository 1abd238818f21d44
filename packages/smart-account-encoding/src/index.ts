export { type AccountCall, encodeErc7579Execute, erc7579ExecuteAbi } from './erc7579Execute.js'
export {
  encodeLatchPaymasterData,
  type LatchPaymasterTypedDataParameters,
  latchPaymasterRequestTypes,
  latchPaymasterTypedData,
  type PaymasterWindow,
  type SponsoredUserOperation,
} from './latchPaymaster.js'
export {
  smartSessionNonceKey,
  smartSessionOperationGas,
  smartSessionUseSignature,
} from './smartSessionOperation.js'
export {
  accountModulesAbi,
  enableSessionsCall,
  erc20TransferSelector,
  installSmartSessionsCall,
  type ModuleCall,
  removeSessionCall,
  type SmartSession,
  type SmartSessionsModules,
  smartSessionPermissionId,
  smartSessionsAbi,
  type TokenTransferPermission,
  type TokenTransferSessionParameters,
  tokenTransferSession,
  validatorModuleType,
} from './smartSessions.js'
