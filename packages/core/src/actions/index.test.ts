import { readdirSync, readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import * as actions from './index.js'

// Every action names its parameters, result and errors (STYLE.md, rule 4) and has type tests
// beside it that pin them: an action added without them fails here rather than in review.
const folder = new URL('.', import.meta.url)
const index = readFileSync(new URL('index.ts', folder), 'utf8')
const files = readdirSync(folder)

it.each(Object.keys(actions))('behavior: %s exports its three types and has type tests', (name) => {
  const typeName = name.charAt(0).toUpperCase() + name.slice(1)
  for (const suffix of ['Parameters', 'ReturnType', 'ErrorType']) {
    expect(index).toMatch(new RegExp(`\\btype ${typeName}${suffix}\\b`))
  }
  expect(files).toContain(`${name}.test-d.ts`)
})
