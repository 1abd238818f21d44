import { afterEach, describe, expect, it } from 'vitest'
import { latchNameRegistrationScenarios } from '../testing/latchNameRegistrationScenarios.js'
import { address, stopLatchRoot } from '../testing/latchRoot.js'
import { nameRegistrationOf } from './latchContext.js'

// The root machine's nameRegistration region (`latchNameRegistration.ts`), through the scenarios of
// `testing/latchNameRegistrationScenarios.ts`: the root driven the way the client does.
afterEach(stopLatchRoot)

describe('latchNameRegistration', () => {
  it('behavior: a name loads its registration and registers for the connected account', async () => {
    const latch = await latchNameRegistrationScenarios.registersName()
    expect(nameRegistrationOf(latch.context())?.getSnapshot().context).toMatchObject({
      address,
      chainId: 1,
      name: 'ada-lovelace',
    })
    expect(latch.view()).toBe('RegisterAccountNameSuccess')
  })
})
