import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Abi } from 'viem'
import type { CompiledContract } from './compileDevnetContracts.js'
import { packageDir } from './packageDir.js'

/** The testkit's contracts for smart sessions (`contracts/Latch*.sol`), compiled. */
export type CompiledSmartSessionContracts = {
  /** `LatchSessionKeyValidator.sol`: checks the session key's ECDSA signature for SmartSessions. */
  readonly sessionKeyValidator: CompiledContract
  /** `LatchTimeFramePolicy.sol`: a session's operations are valid only within its window. */
  readonly timeFramePolicy: CompiledContract
  /** `LatchSpendingLimitPolicy.sol`: caps the ERC-20 amount a session may transfer in all. */
  readonly spendingLimitPolicy: CompiledContract
  /** `LatchModuleRegistry.sol`: the ERC-7484 registry SmartSessions asks before it enables a session. */
  readonly moduleRegistry: CompiledContract
}

type SolcOutput = {
  errors?: { severity: 'error' | 'warning' | 'info'; formattedMessage: string }[]
  contracts?: Record<
    string,
    Record<string, { abi: Abi; evm: { bytecode: { object: string } } } | undefined>
  >
}

type Solc = {
  compile(
    input: string,
    callbacks: { import(path: string): { contents: string } | { error: string } },
  ): string
}

const sources = {
  sessionKeyValidator: 'LatchSessionKeyValidator',
  timeFramePolicy: 'LatchTimeFramePolicy',
  spendingLimitPolicy: 'LatchSpendingLimitPolicy',
  moduleRegistry: 'LatchModuleRegistry',
} as const
// The same target as the devnet contracts: every hardhat hardfork the testkit runs executes it.
const evmVersion = 'cancun'
const openZeppelinPrefix = '@openzeppelin/contracts/'

/**
 * Compiles the smart-session contracts the way `compileDevnetContracts` compiles the others
 * (the `solc` package, offline; OpenZeppelin imports from the installed package), once: the
 * result is cached under `.cache/`, keyed by the sources, OpenZeppelin's version and the compiler.
 *
 * @example
 * const { sessionKeyValidator, timeFramePolicy, spendingLimitPolicy } = await compileSmartSessionContracts()
 */
export async function compileSmartSessionContracts(): Promise<CompiledSmartSessionContracts> {
  const require = createRequire(import.meta.url)
  const solcVersion: string = require('solc/package.json').version
  const openZeppelinDir = dirname(require.resolve('@openzeppelin/contracts/package.json'))
  const openZeppelinVersion: string = require('@openzeppelin/contracts/package.json').version
  const contents = Object.fromEntries(
    await Promise.all(
      Object.values(sources).map(
        async (name) =>
          [
            `${name}.sol`,
            await readFile(join(packageDir, 'contracts', `${name}.sol`), 'utf8'),
          ] as const,
      ),
    ),
  )
  const key = createHash('sha256')
    .update(`${solcVersion}\n${evmVersion}\n${openZeppelinVersion}\n${JSON.stringify(contents)}`)
    .digest('hex')
    .slice(0, 16)
  const cacheDir = join(packageDir, '.cache')
  const cacheFile = join(cacheDir, `smart-session-contracts-${key}.json`)
  try {
    return JSON.parse(await readFile(cacheFile, 'utf8')) as CompiledSmartSessionContracts
  } catch {
    // Not compiled yet (or an unreadable cache): compile below.
  }

  const solc: Solc = require('solc')
  const readImport = (path: string) => {
    if (!path.startsWith(openZeppelinPrefix)) return { error: `unexpected import ${path}` }
    try {
      return {
        contents: readFileSync(
          join(openZeppelinDir, path.slice(openZeppelinPrefix.length)),
          'utf8',
        ),
      }
    } catch (error) {
      return { error: `cannot read ${path}: ${String(error)}` }
    }
  }
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: Object.fromEntries(
          Object.entries(contents).map(([file, content]) => [file, { content }]),
        ),
        settings: {
          optimizer: { enabled: true, runs: 200 },
          evmVersion,
          outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
        },
      }),
      { import: readImport },
    ),
  ) as SolcOutput
  const errors = (output.errors ?? []).filter((entry) => entry.severity === 'error')
  if (errors.length > 0) {
    throw new Error(
      `solc could not compile the smart-session contracts:\n${errors.map((e) => e.formattedMessage).join('\n')}`,
    )
  }
  const compiledOf = (name: string): CompiledContract => {
    const contract = output.contracts?.[`${name}.sol`]?.[name]
    if (!contract) throw new Error(`solc produced no ${name} contract`)
    return { abi: contract.abi, bytecode: `0x${contract.evm.bytecode.object}` }
  }
  const compiled: CompiledSmartSessionContracts = {
    sessionKeyValidator: compiledOf(sources.sessionKeyValidator),
    timeFramePolicy: compiledOf(sources.timeFramePolicy),
    spendingLimitPolicy: compiledOf(sources.spendingLimitPolicy),
    moduleRegistry: compiledOf(sources.moduleRegistry),
  }

  // Written aside then renamed: two processes starting at once never read half a file.
  await mkdir(cacheDir, { recursive: true })
  const partial = `${cacheFile}.${process.pid}.tmp`
  await writeFile(partial, JSON.stringify(compiled))
  await rename(partial, cacheFile)
  return compiled
}
