import {
  type AppEventPayload,
  classifyRpcMethod,
  type EmbeddedAccountType,
  FrameError,
  type FrameSideChannel,
  type UserRecord,
} from '@latch/frame-protocol'
import type { Approvals, RequestSummary } from './approvalCard.js'
import type { CodeField } from './codeField.js'
import { type FrameApi, FrameApiError } from './frameApi.js'
import type { SocialResults } from './socialResults.js'

export type FrameHandlersParameters = {
  channel: FrameSideChannel
  api: FrameApi
  projectId: string
  /** The embedding page's origin. */
  origin: string
  /** The chain the app asked for in the frame's query (CAIP-2), until a session has one. */
  chainId: string
  /** The server's origin check of the page; email and social requests wait for it. */
  originCheck: Promise<{ smartAccountEnabledNetworks: number[] }>
  /** Farcaster approvals are polled this often while the app waits. */
  farcasterPollMs?: number
  /** Asks the visitor, in the frame, before a signing request is sent to the server. */
  approvals: Approvals
  /** Shows the frame in the modal's theme. */
  applyTheme: (theme: AppEventPayload<'APP_SYNC_THEME'>) => void
  /** The social logins' results, straight from the callback page. */
  socialResults: SocialResults
  /** The one-time code field, in this document: the page never sees a code. */
  codeField: CodeField
}

type Login = { sessionId: string }

/** The server's answer to `/api/requests`: the request as it will be signed, for the card. */
type OpenedRequest = { id: string; digest: string; chainId: string; summary: RequestSummary }

// SPEC.md §7: a login request the app stops waiting for after 120000 ms; the frame stops too.
const farcasterWaitMs = 120_000
/**
 * How long APP_CONNECT_SOCIAL waits for the callback page's result: it posts to this frame
 * before it tells the page, so it is normally here already.
 */
const socialResultWaitMs = 10_000

/**
 * Answers every request of the app (SPEC.md §3) by calling the frame's server: email and
 * social login (after the origin check), the session and user, the wallet's RPC. A new or
 * ended session is announced with FRAME_SESSION_UPDATE, carrying the session's public id: its
 * token lives only in the server's HttpOnly cookie, which not even this script reads. A signing
 * request is opened on the server, shown as the server reads it, and signed by the server only
 * after the visitor's Approve here.
 */
export function registerFrameHandlers({
  channel,
  api,
  projectId,
  origin,
  chainId,
  originCheck,
  farcasterPollMs = 1000,
  approvals,
  applyTheme,
  socialResults,
  codeField,
}: FrameHandlersParameters): void {
  const page = { projectId, origin }
  let challengeId: string | undefined
  let farcasterChannel: string | undefined
  const running = new Set<AbortController>()

  function signedIn({ sessionId }: Login): void {
    channel.notify('FRAME_SESSION_UPDATE', { token: sessionId })
  }

  function signedOut(): void {
    channel.notify('FRAME_SESSION_UPDATE', { token: '' })
  }

  /** The answer of a request that needs a session; `undefined` when there is none. */
  async function signedInOnly<T>(answer: Promise<T>): Promise<T | undefined> {
    try {
      return await answer
    } catch (error) {
      if (error instanceof FrameApiError && error.status === 401) return undefined
      throw error
    }
  }

  /** The site's default account type (SPEC.md §6), as the app last told it. */
  let siteAccountType: EmbeddedAccountType | undefined

  async function currentUser(requested?: string | number): Promise<UserRecord> {
    return api.post<UserRecord>('/api/user', {
      ...(requested === undefined ? {} : { chainId: requested }),
      ...(siteAccountType === undefined ? {} : { preferredAccountType: siteAccountType }),
    })
  }

  channel.handle('APP_SYNC_DAPP_DATA', () => ({}))
  channel.handle('APP_SYNC_THEME', (theme) => {
    applyTheme(theme)
    return {}
  })
  channel.handle('APP_RELOAD', () => ({}))

  channel.handle('APP_CONNECT_EMAIL', async ({ email }) => {
    await originCheck
    // A new code is on its way: whatever was typed for the last one goes.
    codeField.done()
    const answer = await api.post<{ action: 'VERIFY_OTP'; challengeId: string }>(
      '/api/email/connect',
      { ...page, email },
    )
    challengeId = answer.challengeId
    return { action: answer.action }
  })
  // This server always asks for the one-time code: there is no device step to wait for.
  channel.handle('APP_CONNECT_DEVICE', async () => {
    await originCheck
    return {}
  })
  /**
   * Waits for the visitor to type a code into this frame's field, then has the server check
   * it with `verify`. A wrong code is said under the field, which waits for the next one: the
   * app hears only of the right code, or of what ended it (expired, no tries left, a limit).
   */
  async function codeTyped<T>(verify: (otp: string) => Promise<T>): Promise<T> {
    for (;;) {
      const otp = await codeField.ask()
      codeField.checking()
      try {
        const answer = await verify(otp)
        codeField.done()
        return answer
      } catch (error) {
        const wrong = error instanceof FrameApiError && error.code === 'INVALID_CODE'
        codeField.refused(wrong ? error.message : undefined)
        if (!wrong) throw error
      }
    }
  }

  // The code is typed in this frame (SPEC.md's `otp` payload is gone): see codeField.ts.
  channel.handle('APP_CONNECT_OTP', async () => {
    await originCheck
    const challenge = challengeId
    if (challenge === undefined) throw new Error('Request a code first')
    const login = await codeTyped((otp) =>
      api.post<Login>('/api/email/verify', { ...page, challengeId: challenge, otp, chainId }),
    )
    challengeId = undefined
    signedIn(login)
    return {}
  })

  channel.handle('APP_GET_SOCIAL_REDIRECT_URI', async ({ provider }) => {
    await originCheck
    const answer = await api.post<{ uri: string }>('/api/social/redirect', { ...page, provider })
    socialResults.expect(answer.uri)
    return answer
  })
  // The page's `uri` only says the popup is done: the result itself (with the provider's code)
  // came from the callback page to this frame, and never passed through the page.
  channel.handle('APP_CONNECT_SOCIAL', async ({ chainId: requested, preferredAccountType }) => {
    siteAccountType = preferredAccountType ?? siteAccountType
    await originCheck
    const resultUri = await socialResults.next(socialResultWaitMs)
    const login = await api.post<Login>('/api/social/connect', {
      ...page,
      resultUri,
      chainId: requested ?? chainId,
    })
    signedIn(login)
    return currentUser(requested)
  })
  channel.handle('APP_GET_FARCASTER_URI', async () => {
    await originCheck
    const answer = await api.post<{ url: string; channelId: string }>(
      '/api/farcaster/channel',
      page,
    )
    farcasterChannel = answer.channelId
    return { url: answer.url }
  })
  channel.handle('APP_CONNECT_FARCASTER', async () => {
    await originCheck
    const id = farcasterChannel
    if (id === undefined) throw new Error('Request a Farcaster URI first')
    const deadline = Date.now() + farcasterWaitMs
    for (;;) {
      const answer = await api.post<Login | { pending: true }>('/api/farcaster/connect', {
        ...page,
        channelId: id,
        chainId,
      })
      if ('sessionId' in answer) {
        farcasterChannel = undefined
        signedIn(answer)
        return currentUser()
      }
      if (Date.now() > deadline) throw new Error('Failed to connect to farcaster')
      await new Promise((resolve) => setTimeout(resolve, farcasterPollMs))
    }
  })

  // The session cookie is HttpOnly: only the server can say whether it holds a session.
  channel.handle('APP_IS_CONNECTED', async () => {
    const { isConnected } = await api.post<{ isConnected: boolean }>('/api/session', {})
    return { isConnected }
  })
  // The app tells the site's default account type with each read: the server signs with it for
  // a user who chose none, where the project offers smart accounts.
  channel.handle('APP_GET_USER', ({ chainId: requested, preferredAccountType }) => {
    siteAccountType = preferredAccountType ?? siteAccountType
    return currentUser(requested)
  })
  channel.handle('APP_GET_CHAIN_ID', async () => {
    const user = await signedInOnly(currentUser())
    return { chainId: user?.chainId ?? chainId }
  })
  channel.handle('APP_SWITCH_NETWORK', async ({ chainId: requested }) => {
    const answer = await signedInOnly(
      api.post<{ chainId: string }>('/api/chain', { chainId: requested }),
    )
    // Signed out, the frame only remembers the chain for the next login.
    chainId =
      answer?.chainId ??
      (typeof requested === 'number' || /^\d+$/.test(requested) ? `eip155:${requested}` : requested)
    return { chainId }
  })
  channel.handle('APP_SIGN_OUT', async () => {
    for (const controller of running) controller.abort()
    await api.post('/api/sign-out', {})
    signedOut()
    return {}
  })

  channel.handle('APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS', async () => ({
    smartAccountEnabledNetworks: (await originCheck).smartAccountEnabledNetworks,
  }))
  channel.handle('APP_SET_PREFERRED_ACCOUNT', ({ type }) =>
    api.post<{ type: 'eoa' | 'smartAccount'; address: string }>('/api/preferred-account', {
      type,
    }),
  )
  // The smart account's counterfactual address: its first operation deploys it.
  channel.handle('APP_INIT_SMART_ACCOUNT', () =>
    api.post<{ address: string; isDeployed: boolean }>('/api/smart-account', {}),
  )

  channel.handle('APP_UPDATE_EMAIL', ({ email }) =>
    api.post<{ action: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP' }>('/api/email/update', {
      email,
    }),
  )
  channel.handle('APP_UPDATE_EMAIL_PRIMARY_OTP', async () => {
    await codeTyped((otp) => api.post('/api/email/update/primary', { otp }))
    return {}
  })
  channel.handle('APP_UPDATE_EMAIL_SECONDARY_OTP', () =>
    codeTyped((otp) => api.post<{ newEmail: string }>('/api/email/update/secondary', { otp })),
  )

  channel.handle('APP_RPC_REQUEST', async (request) => {
    const controller = new AbortController()
    const { signal } = controller
    running.add(controller)
    try {
      // SPEC.md §5: signing and sending wait for the visitor's Approve in this frame; only the
      // known reads go straight through. A method in neither list is refused here, as the
      // server refuses it, so a signing method not classed yet can never skip the card.
      const kind = classifyRpcMethod(request.method)
      if (kind === 'unknown') throw new FrameError('RPC_NOT_ALLOWED')
      if (kind === 'safe') {
        return (await api.post<{ result: unknown }>('/api/rpc', request, { signal })).result
      }
      const opened = await api.post<OpenedRequest>('/api/requests', request, { signal })
      try {
        await approvals.ask(opened.summary, signal)
      } catch (error) {
        // The server forgets it too; it would expire unanswered anyway.
        api.post('/api/requests/reject', { id: opened.id }).catch(() => undefined)
        throw error
      }
      // Not aborted once approved: the visitor said yes, and a sent transaction has a result.
      const approval = { id: opened.id, digest: opened.digest }
      return (await api.post<{ result: unknown }>('/api/requests/approve', approval)).result
    } finally {
      running.delete(controller)
    }
  })
  // The app gave up on its RPC requests: the server's answers to them are not waited for, and
  // the requests still waiting for the visitor leave the frame.
  channel.handle('APP_RPC_ABORT', () => {
    for (const controller of running) controller.abort()
    return {}
  })
}
