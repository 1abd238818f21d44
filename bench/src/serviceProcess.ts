import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

/** A service of the load benches (latch-server, latch-relay) running as a process of its own. */
export type ServiceProcess = {
  /** What it printed as its address (the `listening` pattern's first group). */
  url: string
  /** Resident memory of the process (Linux `/proc`), `undefined` elsewhere. */
  residentBytes(): number | undefined
  /** CPU time the process has used so far, user and system (Linux `/proc`), `undefined` elsewhere. */
  cpuSeconds(): number | undefined
  /** Everything it printed so far, stdout and stderr. */
  output(): string
  stop(): Promise<void>
}

function residentBytes(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/status`)) return undefined
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return line ? Number(line[1]) * 1024 : undefined
}

// /proc/<pid>/stat counts in clock ticks, 100 a second on Linux (`getconf CLK_TCK`).
const ticksPerSecond = 100

function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined
  // The command name, field 2, is in parentheses and may hold spaces: count from after it.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the name.
  return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

export type StartServiceProcessParameters = {
  /** A Node script: `bin/latch-server.mjs`, `bin/latch-relay.mjs`. */
  command: string
  args?: readonly string[]
  /** Its whole environment: nothing of the caller's reaches it. */
  env: Record<string, string>
  /** The line it prints once it listens; the first group is its address. */
  listening: RegExp
}

/**
 * Runs `command` as a process of its own, as a site runs it, and resolves once it printed
 * that it listens; a process that exits first rejects, with what it printed.
 */
export async function startServiceProcess({
  command,
  args = [],
  env,
  listening,
}: StartServiceProcessParameters): Promise<ServiceProcess> {
  if (!existsSync(command)) throw new Error(`${command} not found`)
  const child = spawn(process.execPath, [command, ...args], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  try {
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const address = listening.exec(output)?.[1]
        if (address) resolve(address)
      })
      child.once('error', reject)
      child.once('exit', (code) =>
        reject(new Error(`${command} exited (${code}) before listening:\n${output}`)),
      )
    })
    return {
      url,
      residentBytes: () => residentBytes(child.pid),
      cpuSeconds: () => cpuSeconds(child.pid),
      output: () => output,
      stop: () => stopped(child),
    }
  } catch (error) {
    await stopped(child)
    throw error
  }
}
