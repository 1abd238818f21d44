import { expect, test } from 'vitest'
import * as relay from './index.js'

test('exports', () => {
  expect(Object.keys(relay).sort()).toMatchSnapshot()
})
