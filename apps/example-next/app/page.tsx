'use client'

import { ConnectButton, useAccount } from '@latch/ui-react'

export default function Home() {
  const { address, status } = useAccount()
  return (
    <main>
      <h1>My dapp</h1>
      <ConnectButton />
      <p data-testid="account">{address ? `${status}: ${address}` : status}</p>
    </main>
  )
}
