import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Address, Hex } from 'viem'

/**
 * Where modulekit puts Rhinestone's SmartSessions module in its tests (`SMARTSESSION_ADDR`);
 * the testkit puts the same runtime code at the same address, so that any address built into
 * it stays right.
 */
export const smartSessionsAddress: Address = '0x0000000071727De22e5E9D8bAF0EDAc6F37da034'

/** Rhinestone's ERC-7484 registry address, which SmartSessions asks before it enables a session. */
export const moduleRegistryAddress: Address = '0x000000000069E2a187AEFFb852bF3cCdC95151B2'

const precompilesFile = 'src/deployment/precompiles/SmartSessionsPrecompiles.sol'
const constantName = 'SMART_SESSION_DEPLOYED_BYTECODE'

/**
 * The `hex"…"` value of the Solidity constant `bytes constant <name> = hex"…";` in `source`.
 *
 * @throws when `source` declares no such constant, or its value is not whole bytes of hex.
 */
export function solidityBytesConstant(source: string, name: string): Hex {
  const declaration = new RegExp(`\\bbytes\\s+constant\\s+${name}\\s*=\\s*hex"([^"]*)"\\s*;`)
  const hex = declaration.exec(source)?.[1]
  if (hex === undefined) throw new Error(`no constant ${name} = hex"…" found`)
  if (!/^(?:[0-9a-fA-F]{2})+$/.test(hex)) throw new Error(`${name} is not whole bytes of hex`)
  return `0x${hex.toLowerCase()}`
}

/**
 * The runtime code of Rhinestone's audited SmartSessions module, as modulekit ships it on npm
 * (`@rhinestone/modulekit`, `SMART_SESSION_DEPLOYED_BYTECODE`), read from the installed package
 * at run time: the code is Rhinestone's, not copied into ours.
 */
export async function smartSessionsRuntimeCode(): Promise<Hex> {
  const require = createRequire(import.meta.url)
  const moduleKitDir = dirname(require.resolve('@rhinestone/modulekit/package.json'))
  const source = await readFile(join(moduleKitDir, precompilesFile), 'utf8')
  return solidityBytesConstant(source, constantName)
}
