import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { readConfigFile, withConfigFile } from './configFile.js'
import { ServerConfigError } from './parseSetting.js'
import { resolveServerConfig } from './serverConfig.js'
import { settingNames } from './settingNames.js'

const folder = mkdtempSync(join(tmpdir(), 'latch-config-'))
let files = 0
function configFile(text: string): string {
  const path = join(folder, `latch-${++files}.json`)
  writeFileSync(path, text)
  return path
}

const shopProject = { id: 'shop', allowedOrigins: ['https://shop.example'] }

describe('readConfigFile', () => {
  test('default: settings by their environment names; numbers, booleans and JSON as text', () => {
    const path = configFile(
      JSON.stringify(
        {
          PORT: 9000,
          LATCH_RATE_LIMIT: '100/60',
          LATCH_DEVELOPMENT: true,
          LATCH_PROJECTS: [shopProject],
        },
        null,
        2,
      ),
    )
    expect(readConfigFile(path)).toEqual({
      PORT: '9000',
      LATCH_RATE_LIMIT: '100/60',
      LATCH_DEVELOPMENT: 'true',
      LATCH_PROJECTS: JSON.stringify([shopProject]),
    })
  })

  test('behavior: an unknown key fails, named with its line and the setting it resembles', () => {
    const path = configFile('{\n  "PORT": "9000",\n  "LATCH_RATE_LIMT": "100/60"\n}\n')
    expect(() => readConfigFile(path)).toThrow(
      new ServerConfigError(
        `LATCH_CONFIG_FILE (${path}) line 3: "LATCH_RATE_LIMT" is not a latch-server setting (did you mean LATCH_RATE_LIMIT?)`,
      ),
    )
    const far = configFile('{"SHOP_NAME": "x"}')
    expect(() => readConfigFile(far)).toThrow(
      `LATCH_CONFIG_FILE (${far}) line 1: "SHOP_NAME" is not a latch-server setting`,
    )
    expect(() => readConfigFile(far)).not.toThrow(/did you mean/)
    // The file cannot name another file.
    expect(() => readConfigFile(configFile('{"LATCH_CONFIG_FILE": "other.json"}'))).toThrow(
      /"LATCH_CONFIG_FILE" is not a latch-server setting/,
    )
  })

  test('behavior: malformed JSON fails with its line and column', () => {
    const path = configFile('{\n  "PORT": "9000"\n  "HOST": "0.0.0.0"\n}\n')
    expect(() => readConfigFile(path)).toThrow(
      new ServerConfigError(
        `LATCH_CONFIG_FILE (${path}): not JSON at line 3, column 3: Expected ',' or '}' after property value`,
      ),
    )
  })

  test('behavior: not an object, a null, or no file at all fail with the path', () => {
    const list = configFile('["PORT"]')
    expect(() => readConfigFile(list)).toThrow(
      `LATCH_CONFIG_FILE (${list}): must be a JSON object of settings by their environment names`,
    )
    const nulled = configFile('{\n"PORT": null}')
    expect(() => readConfigFile(nulled)).toThrow(
      `LATCH_CONFIG_FILE (${nulled}) line 2: PORT is null: give it a value, or leave it out`,
    )
    const missing = join(folder, 'missing.json')
    expect(() => readConfigFile(missing)).toThrow(
      new RegExp(`^LATCH_CONFIG_FILE \\(${missing}\\): cannot read it: ENOENT`),
    )
  })
})

describe('withConfigFile', () => {
  test('default: without LATCH_CONFIG_FILE the environment is as it is', () => {
    const env = { PORT: '9000' }
    expect(withConfigFile(env)).toBe(env)
  })

  test('behavior: a variable that is set wins over the file; an empty one does not', () => {
    const path = configFile('{"PORT": "9000", "HOST": "0.0.0.0", "LATCH_RATE_LIMIT": "100/60"}')
    expect(
      withConfigFile({ LATCH_CONFIG_FILE: path, PORT: '9100', HOST: '', LATCH_TRUST_PROXY: '' }),
    ).toEqual({
      LATCH_CONFIG_FILE: path,
      PORT: '9100',
      HOST: '0.0.0.0',
      LATCH_RATE_LIMIT: '100/60',
      LATCH_TRUST_PROXY: '',
    })
  })
})

describe('resolveServerConfig with LATCH_CONFIG_FILE', () => {
  const settings = {
    PORT: '9000',
    LATCH_RATE_LIMIT: '100/60',
    LATCH_TRUST_PROXY: '1',
    LATCH_RELAY_MESSAGES_PER_SECOND: '5',
    LATCH_INDEXER_POLL_MS: 'off',
    LATCH_DEVELOPMENT: 'true',
    LATCH_PROJECTS: JSON.stringify([shopProject]),
  }

  test('default: a file gives the config its variables would', () => {
    const path = configFile(JSON.stringify(settings))
    const fromFile = resolveServerConfig({ env: { LATCH_CONFIG_FILE: path } })
    expect(fromFile).toEqual(resolveServerConfig({ env: settings }))
    expect(fromFile).toMatchObject({
      port: 9000,
      rateLimit: { max: 100, windowMs: 60_000 },
      trustProxy: 1,
      development: true,
      relay: { messagesPerSecond: 5 },
      indexer: { pollIntervalMs: false },
    })
    expect(fromFile.projects.map((project) => project.id)).toEqual(['demo', 'shop'])
  })

  test('behavior: every process given the same file and environment gets the same config', () => {
    const path = configFile(JSON.stringify(settings))
    const env = { LATCH_CONFIG_FILE: path, PORT: '9001' }
    const first = resolveServerConfig({ env })
    expect(resolveServerConfig({ env: { ...env } })).toEqual(first)
    expect(first.port).toBe(9001)
  })

  test('behavior: a bad value from the file is told as its variable', () => {
    const path = configFile('{"LATCH_RATE_LIMIT": "lots"}')
    expect(() => resolveServerConfig({ env: { LATCH_CONFIG_FILE: path } })).toThrow(
      /LATCH_RATE_LIMIT/,
    )
  })
})

describe('settingNames', () => {
  const source = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')
  /** The variables some source of the server's configuration reads. */
  function namesRead(): Set<string> {
    const root = new URL('../', import.meta.url)
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => !file.endsWith('settingNames.ts') && !file.startsWith('testing'))
      .map((file) => source(`../${file}`))
    const shared = [
      '../../../relay/src/relayConfig.ts',
      '../../../relay/src/clientSettings.ts',
      '../../../database/src/openDatabase.ts',
    ].map(source)
    const names = new Set<string>()
    for (const text of [...files, ...shared]) {
      for (const match of text.matchAll(/env\.([A-Z][A-Z0-9_]+)|'(LATCH_[A-Z0-9_]*[A-Z0-9])'/g)) {
        names.add(match[1] ?? match[2] ?? '')
      }
    }
    return names
  }

  test('default: every variable the code reads is a setting a file may hold', () => {
    expect([...namesRead()].sort()).toEqual([...settingNames, 'LATCH_CONFIG_FILE'].sort())
  })

  test('default: the README documents every setting in its tables', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
    const documented = new Set(
      readme
        .split('\n')
        .filter((line) => line.startsWith('|'))
        .flatMap((line) => [
          ...line.matchAll(/`(LATCH_[A-Z0-9_]*[A-Z0-9]|DATABASE_URL|PORT|HOST)`/g),
        ])
        .map((match) => match[1]),
    )
    expect([...documented].sort()).toEqual([...settingNames, 'LATCH_CONFIG_FILE'].sort())
  })
})
