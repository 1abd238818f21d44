import { readFileSync } from 'node:fs'
import { ServerConfigError } from './parseSetting.js'
import { settingNames } from './settingNames.js'

type Env = Record<string, string | undefined>

/** Where 0-based `offset` is in `text`: `line 3, column 7`. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n')
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`
}

/** The line of the first `"key":` in `text`, for the messages about a key. */
function lineOfKey(text: string, key: string): number {
  const at = text.indexOf(`"${key}"`)
  return at < 0 ? 1 : text.slice(0, at).split('\n').length
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (const [i, charA] of [...a].entries()) {
    const current = [i + 1]
    for (const [j, charB] of [...b].entries()) {
      current.push(
        Math.min(
          (previous[j + 1] ?? 0) + 1,
          (current[j] ?? 0) + 1,
          (previous[j] ?? 0) + (charA === charB ? 0 : 1),
        ),
      )
    }
    previous = current
  }
  return previous[b.length] ?? 0
}

function closestName(key: string): string | undefined {
  let best: { name: string; distance: number } | undefined
  for (const name of settingNames) {
    const distance = editDistance(key.toUpperCase(), name)
    if (distance <= 3 && (!best || distance < best.distance)) best = { name, distance }
  }
  return best?.name
}

/**
 * The settings of a configuration file: a JSON object of environment variable names to values.
 * A string is taken as is; a number or a boolean as its text (`8787`, `true`); an array or an
 * object as its JSON text, for the settings that are JSON (`LATCH_PROJECTS`, `LATCH_TOKENS` …).
 *
 * @throws {ServerConfigError} naming the file and the line: unreadable, not JSON, not an object,
 * a key that is no setting (with the setting it resembles), or a `null`.
 */
export function readConfigFile(path: string): Record<string, string> {
  const name = `LATCH_CONFIG_FILE (${path})`
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (cause) {
    throw new ServerConfigError(
      `${name}: cannot read it: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    )
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause)
    const position = /at position (\d+)/.exec(message)?.[1]
    const where = position === undefined ? '' : ` at ${lineAndColumn(text, Number(position))}`
    throw new ServerConfigError(
      `${name}: not JSON${where}: ${message.replace(/ in JSON at position \d+.*$/, '')}`,
      { cause },
    )
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ServerConfigError(
      `${name}: must be a JSON object of settings by their environment names, such as {"LATCH_RATE_LIMIT": "600/60"}`,
    )
  }
  const settings: Record<string, string> = {}
  for (const [key, value] of Object.entries(parsed)) {
    const at = `${name} line ${lineOfKey(text, key)}`
    if (!settingNames.has(key)) {
      const closest = closestName(key)
      throw new ServerConfigError(
        `${at}: "${key}" is not a latch-server setting${closest ? ` (did you mean ${closest}?)` : ''}`,
      )
    }
    if (value === null) {
      throw new ServerConfigError(`${at}: ${key} is null: give it a value, or leave it out`)
    }
    settings[key] = typeof value === 'string' ? value : JSON.stringify(value)
  }
  return settings
}

/**
 * The environment with the settings of `LATCH_CONFIG_FILE` under it: a variable that is set
 * (not empty) wins over the file, as every process given the same file and the same
 * environment gets the same settings. Without `LATCH_CONFIG_FILE`, `env` as it is.
 *
 * @throws {ServerConfigError} when the file cannot be used (`readConfigFile`).
 */
export function withConfigFile(env: Env): Env {
  const path = env.LATCH_CONFIG_FILE
  if (!path) return env
  const merged: Env = readConfigFile(path)
  for (const [key, value] of Object.entries(env)) {
    if (value || !(key in merged)) merged[key] = value
  }
  return merged
}
