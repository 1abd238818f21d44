import type { FrameSocialProvider } from '@latch/frame-protocol'
import { fromPromise } from 'xstate'
import { ConnectionError } from '../errors/connection.js'
import { emailLoginMachine } from '../machines/emailLogin.js'
import { wireEmailLogin, wireSocialLogin } from '../machines/latchChildren.js'
import { systemActor } from '../machines/latchSystem.js'
import { socialLoginMachine } from '../machines/socialLogin.js'
import type { LatchStorage } from '../storage/createStorage.js'
import type { LatchAuth } from './latchAuth.js'
import type { LatchEvent } from './latchConfig.js'

export type LoginLogicParameters = {
  auth: LatchAuth
  storage: LatchStorage
  track: (event: LatchEvent) => void
}

/**
 * The email-login and social-login machines with their side effects, as the root machine runs
 * them: the auth connector's frame requests, the storage effects of SPEC.md §4 "Email login",
 * the social popup and its result message, analytics. Email and social login first check this
 * page's origin (SPEC.md §5): a refused origin shows its alert and fails the step with
 * "Origin Not Allowed".
 */
export function createLoginLogic({ auth, storage, track }: LoginLogicParameters) {
  async function allowedSession() {
    if (!(await auth.checkOrigin())) throw new ConnectionError('ORIGIN_NOT_ALLOWED')
    return auth.session()
  }
  const connector = async () => (await auth.session()).connector

  const emailLogin = wireEmailLogin(emailLoginMachine).provide({
    actors: {
      connectEmail: fromPromise(async ({ input }) => ({
        action: await (await allowedSession()).connector.connectEmail(input.email),
      })),
      connectDevice: fromPromise<unknown, Record<string, never>>(async () =>
        (await connector()).connectDevice(),
      ),
      connectOtp: fromPromise<unknown, Record<string, never>>(async () =>
        (await connector()).connectOtp(),
      ),
      requestEmailUpdate: fromPromise(async ({ input }) => ({
        action: await (await connector()).updateEmail(input.email),
      })),
      verifyCurrentEmail: fromPromise<unknown, Record<string, never>>(async () =>
        (await connector()).updateEmailPrimaryOtp(),
      ),
      // The connector stores the new address (SPEC.md §4).
      verifyNewEmail: fromPromise<string, Record<string, never>>(async () =>
        (await connector()).updateEmailSecondaryOtp(),
      ),
    },
    actions: {
      setLastEmailLoginTime: () => storage.set('lastEmailLoginTime', Date.now()),
      storeEmail: (_, { email }) => storage.set('email', email),
      setEmailLoginUsed: () => storage.set('emailLoginUsed', true),
      clearLastEmailLoginTime: () => storage.remove('lastEmailLoginTime'),
      clearEmailLoginUsed: () => storage.remove('emailLoginUsed'),
      clearEmail: () => storage.remove('email'),
      clearLastUsedChainId: () => storage.remove('lastUsedChainId'),
      clearSocialUsername: () => storage.remove('socialUsername'),
    },
  })

  const popup = auth.popup
  let stopListening: (() => void) | undefined
  const stopResult = () => {
    stopListening?.()
    stopListening = undefined
  }
  const socialLogin = wireSocialLogin(socialLoginMachine).provide({
    actors: {
      requestRedirectUri: fromPromise(async ({ input, system }) => {
        const session = await allowedSession()
        // Farcaster never reaches the popup flow (its guard sends it to its own state).
        const uri = await session.connector.getSocialRedirectUri(
          input.provider as FrameSocialProvider,
        )
        stopResult()
        stopListening = session.listenForSocialResult(popup.window, (resultUri) =>
          systemActor(system, 'socialLogin')?.send({ type: 'social.resultReceived', resultUri }),
        )
        return { uri }
      }),
      connectSocial: fromPromise<unknown, { resultUri: string }>(async ({ input }) => {
        await (await connector()).connectSocial(input.resultUri)
      }),
      getFarcasterUri: fromPromise(async () => ({
        url: await (await allowedSession()).connector.getFarcasterUri(),
      })),
      connectFarcaster: fromPromise<unknown, Record<string, never>>(async () => {
        await (await connector()).connectFarcaster()
      }),
    },
    actions: {
      openPopup: () => popup.open(),
      navigatePopup: (_, { uri }) => popup.navigate(uri),
      closePopup: () => {
        stopResult()
        popup.close()
      },
      storeConnectedSocial: (_, { provider }) => {
        if (provider) storage.set('connectedSocial', provider)
      },
      // A login that ends without the popup's result (closed, failed, cancelled) stops
      // listening for it.
      stopAwaitingResult: () => stopResult(),
      track: (_, { event, provider }) => track({ event, properties: { provider } }),
    },
    guards: { isPopupClosed: () => popup.isClosed() },
  })
  return { emailLogin, socialLogin }
}
