import { createRequire } from 'node:module'
import type { Abi, Address, Hex } from 'viem'
import type { CompiledContract } from './compileDevnetContracts.js'

/**
 * The canonical address of the ERC-4337 EntryPoint v0.8 (the same on every public chain),
 * where the local chains have it too. It must be this one: alto's v0.8 simulation contract
 * assumes it, and at any other address every signature fails with AA24.
 */
export const entryPointV08Address: Address = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

/**
 * The deterministic deployment proxy (Arachnid's CREATE2 factory) at its usual address, with
 * its runtime code: put on each local chain with `hardhat_setCode`, since its keyless
 * deployment transaction is not EIP-155 protected. Calldata `salt (32 bytes) | init code`.
 */
export const deterministicDeployer = Object.freeze({
  address: '0x4e59b44847b379578588920ca78fbf26c0b4956c' as Address,
  runtimeCode:
    '0x7fffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffffe03601600081602082378035828234f58015156039578182fd5b8082525050506014600cf3' as Hex,
})

/** The salt the EntryPoint v0.8 was deployed with through {@link deterministicDeployer}. */
export const entryPointV08Salt: Hex =
  '0x0a59dbff790c23c976a548690c27297883cc66b4c67024f9117b0238995e35e9'

let loaded: CompiledContract | undefined

/**
 * The EntryPoint v0.8 as `@account-abstraction/contracts` 0.8.0 ships it (eth-infinitism's
 * audited build, `artifacts/EntryPoint.json`): deployed as is, no compiling, so that its
 * CREATE2 address is the canonical {@link entryPointV08Address}.
 */
export function entryPointV08Artifact(): CompiledContract {
  if (loaded) return loaded
  const require = createRequire(import.meta.url)
  const artifact: {
    abi: Abi
    bytecode: string
  } = require('@account-abstraction/contracts/artifacts/EntryPoint.json')
  loaded = { abi: artifact.abi, bytecode: `0x${artifact.bytecode.replace(/^0x/, '')}` }
  return loaded
}
