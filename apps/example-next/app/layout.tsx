import type { Metadata } from 'next'
import { headers } from 'next/headers'
import type { ReactNode } from 'react'
import { Providers } from './providers'

export const metadata: Metadata = { title: 'Latch with Next.js' }

// A server component: it reads the request's cookies, so that the client provider renders a
// returning visitor's connection on the server (with `cookieStorage()` in the client's config).
export default async function RootLayout({ children }: { children: ReactNode }) {
  const cookie = (await headers()).get('cookie')
  return (
    <html lang="en">
      <body>
        <Providers cookie={cookie}>{children}</Providers>
      </body>
    </html>
  )
}
