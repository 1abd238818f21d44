// Test-only: unmount what each test rendered (vitest runs without globals, so
// @testing-library/react cannot register this itself).
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
})

// The modal's first render loads its lazy chunk; on a busy CI machine (every package's tests
// run at once, beside the browser tests, on two cores) that has taken more than 5 s.
configure({ asyncUtilTimeout: 10_000 })
