// Test-only: the scenarios of the root machine's name registration region
// (`machines/latchNameRegistration.ts`), each driving the root the way the client does:
// `latchNameRegistration.test.ts` checks their outcome, and the coverage test of `latch.test.ts`
// runs them with every other region's (`latchScenarios.ts`).
import { waitFor } from 'xstate'
import { nameRegistrationOf } from '../machines/latchContext.js'
import { startLatchRoot } from './latchRoot.js'

export const latchNameRegistrationScenarios = {
  async registersName() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'modal.open', view: 'RegisterAccountName' })
    latch.send({ type: 'name.register', name: 'ada-lovelace' })
    await waitFor(latch.context().nameRegistration, (s) => s.matches('ready'))
    const registration = nameRegistrationOf(latch.context()) as NonNullable<
      ReturnType<typeof nameRegistrationOf>
    >
    await waitFor(registration, (s) => s.matches('registered'))
    return latch
  },
}
