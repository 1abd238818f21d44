import {
  type SendSessionCallsParameters,
  sendSessionCalls,
  signSessionCalls,
} from '@latch/adapter-evm'
import {
  type CaipNetwork,
  type GrantPermissionsReturnType,
  grantPermissions,
  type LatchClient,
} from '@latch/core'
import { useState } from 'react'
import { type Address, defineChain, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { DemoToken } from './demoAccount.js'
import type { DemoServices } from './devnet.js'

type Props = {
  latch: LatchClient
  services: DemoServices
  network: CaipNetwork
  token: DemoToken
  recipient: string
  /** Runs an action as the demo runs every action (its error shown). */
  run: (action: () => Promise<void>) => void
  onSent: () => Promise<void>
}

const hour = 3600

/**
 * Smart sessions as a site uses them: the page makes a session key of its own, asks the
 * wallet to let it transfer up to 10 of the token for an hour (`grantPermissions`, one card),
 * then sends 1 with the key alone (`sendSessionCalls` through latch-server's bundler and
 * paymaster), with no card. The chain enforces the limit, not this page.
 */
export function SessionDemo({ latch, services, network, token, recipient, run, onSent }: Props) {
  // The page's session key: it lives in this page only, as a site's would.
  const [sessionKey] = useState(() => privateKeyToAccount(generatePrivateKey()))
  const [grant, setGrant] = useState<GrantPermissionsReturnType>()
  const [status, setStatus] = useState<string>()
  const [signed, setSigned] = useState<string>()
  const unit = 10n ** BigInt(token.decimals)
  const chainId = network.caipNetworkId
  const query = `projectId=${encodeURIComponent(services.projectId)}&chainId=${chainId}`

  const grantSession = () =>
    run(async () => {
      setStatus(undefined)
      const granted = await grantPermissions(latch, {
        sessionKey: sessionKey.address,
        expiry: Math.floor(Date.now() / 1000) + hour,
        permissions: [
          { type: 'erc20-token-transfer', data: { address: token.address, allowance: 10n * unit } },
        ],
      })
      setGrant(granted)
      setStatus(`granted ${granted.permissionsContext}`)
    })

  const sessionOf = (
    session: GrantPermissionsReturnType,
    calls: SendSessionCallsParameters['calls'],
  ): SendSessionCallsParameters => ({
    bundlerUrl: `${services.url}/v1/bundler?${query}`,
    paymasterUrl: `${services.url}/v1/paymaster?${query}`,
    chain: defineChain({
      id: Number(network.id),
      name: network.name,
      nativeCurrency: network.nativeCurrency,
      rpcUrls: { default: { http: [...network.rpcUrls.default.http] } },
    }),
    account: session.address as Address,
    smartSessions: session.smartSessions as Address,
    permissionId: session.permissionsContext as Hex,
    sessionKey,
    calls,
  })
  const tokenCall = (functionName: 'transfer' | 'approve') => ({
    to: token.address as Address,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName,
      args: [recipient as Address, unit],
    }),
  })

  const sendWithSession = (session: GrantPermissionsReturnType) =>
    run(async () => {
      setStatus('sending with the session key')
      const sent = await sendSessionCalls(sessionOf(session, [tokenCall('transfer')]))
      setStatus(`${sent.success ? 'sent' : 'failed'} in ${sent.transactionHash}`)
      await onSent()
    })

  // What the session does not allow, signed but not sent: anyone may hand it to the
  // EntryPoint, and the chain refuses it there.
  const signOutside = (session: GrantPermissionsReturnType) =>
    run(async () => {
      setSigned(JSON.stringify(await signSessionCalls(sessionOf(session, [tokenCall('approve')]))))
    })

  return (
    <>
      <button type="button" onClick={grantSession}>
        Grant a session: {token.symbol} transfers up to 10 {token.symbol} for an hour
      </button>
      {grant ? (
        <>
          <button type="button" onClick={() => sendWithSession(grant)}>
            Send 1 {token.symbol} with the session key
          </button>
          <button type="button" onClick={() => signOutside(grant)}>
            Sign a {token.symbol} approve with the session key (not allowed)
          </button>
        </>
      ) : null}
      {signed ? (
        <pre className="muted" data-testid="session-signed-operation">
          {signed}
        </pre>
      ) : null}
      {status ? (
        <p className="muted" data-testid="session-status">
          Session {status}
        </p>
      ) : null}
    </>
  )
}
