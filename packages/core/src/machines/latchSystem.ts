import type { ActorRefFrom, ActorSystem } from 'xstate'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { connectionMachine } from './connection.js'
import type { emailLoginMachine } from './emailLogin.js'
import type { frameLifecycleMachine } from './frameLifecycle.js'
import type { lazyChildMachine } from './lazyChild.js'
import type { modalMachine } from './modal.js'
import type { nameRegistrationMachine } from './nameRegistration.js'
import type { networkSwitchMachine } from './networkSwitch.js'
import type { nftsMachine } from './nfts.js'
import type { onrampMachine } from './onramp.js'
import type { pairingMachine } from './pairing.js'
import type { payMachine } from './pay.js'
import type { routerMachine } from './router.js'
import type { savedConnectionsMachine } from './savedConnections.js'
import type { sendMachine } from './send.js'
import type { sessionsMachine } from './sessions.js'
import type { siwxMachine } from './siwx.js'
import type { snackbarMachine } from './snackbar.js'
import type { socialLoginMachine } from './socialLogin.js'
import type { swapMachine } from './swap.js'
import type { walletRequestMachine } from './walletRequest.js'

type Ref<Logic> = ActorRefFrom<Logic>

/**
 * Every actor of a client's system by its system id (`latch.ts` spawns them): what
 * {@link systemActor} returns, so that a send to a sibling is checked against its events.
 */
export type LatchSystemActors = {
  router: Ref<typeof routerMachine>
  modal: Ref<typeof modalMachine>
  snackbar: Ref<typeof snackbarMachine>
  network: Ref<typeof networkSwitchMachine>
  walletRequest: Ref<typeof walletRequestMachine>
  savedConnections: Ref<typeof savedConnectionsMachine>
  emailLogin: Ref<typeof emailLoginMachine>
  socialLogin: Ref<typeof socialLoginMachine>
  frame: Ref<typeof frameLifecycleMachine>
  emailLoginLoader: Ref<typeof lazyChildMachine>
  socialLoginLoader: Ref<typeof lazyChildMachine>
  frameLoader: Ref<typeof lazyChildMachine>
  pairing: Ref<typeof pairingMachine>
  pairingLoader: Ref<typeof lazyChildMachine>
  sendLoader: Ref<typeof lazyChildMachine>
  siwxLoader: Ref<typeof lazyChildMachine>
  nameRegistrationLoader: Ref<typeof lazyChildMachine>
  buyLoader: Ref<typeof lazyChildMachine>
  onramp: Ref<typeof onrampMachine>
  swapLoader: Ref<typeof lazyChildMachine>
  swap: Ref<typeof swapMachine>
  send: Ref<typeof sendMachine>
  siwx: Ref<typeof siwxMachine>
  nameRegistration: Ref<typeof nameRegistrationMachine>
  sessions: Ref<typeof sessionsMachine>
  nfts: Ref<typeof nftsMachine>
  pay: Ref<typeof payMachine>
} & { [Id in `connection.${ChainNamespace}`]: Ref<typeof connectionMachine> }

/**
 * The actor of the system under `id`, typed by {@link LatchSystemActors}; `undefined` while
 * it does not run (a login without `auth`, a lazy child not loaded yet).
 *
 * @example
 * sendTo(({ system }) => systemActor(system, 'router'), { type: 'router.push', view: 'Account' })
 */
export function systemActor<Id extends keyof LatchSystemActors>(
  system: Pick<ActorSystem<never>, 'get'>,
  id: Id,
): LatchSystemActors[Id] | undefined {
  return system.get(id) as LatchSystemActors[Id] | undefined
}
