import { expect, it } from 'vitest'
import * as api from './index.js'

it('exports', () => {
  // Every change to the public API shows up here in review.
  expect(Object.keys(api).sort()).toMatchSnapshot()
})
