import { expect, test } from 'vitest'
import * as server from './index.js'

test('exports', () => {
  expect(Object.keys(server).sort()).toMatchSnapshot()
})
