import { expect, test } from 'vitest'
import * as database from './index.js'

test('exports', () => {
  expect(Object.keys(database).sort()).toMatchSnapshot()
})
