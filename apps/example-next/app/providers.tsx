'use client'

import { evmAdapter } from '@latch/adapter-evm'
import { cookieStorage, createLatch } from '@latch/core'
import { mainnet } from '@latch/core/networks'
import { LatchProvider } from '@latch/ui-react'
import type { ReactNode } from 'react'

// One client for the page. On the server it reads nothing of the visitor's: what it renders
// comes from the request's cookies, which `cookieStorage()` writes in the browser.
const latch = createLatch({
  networks: [mainnet],
  adapters: [evmAdapter()],
  storage: cookieStorage(),
})

export function Providers({ cookie, children }: { cookie: string | null; children: ReactNode }) {
  return (
    <LatchProvider client={latch} cookie={cookie}>
      {children}
    </LatchProvider>
  )
}
