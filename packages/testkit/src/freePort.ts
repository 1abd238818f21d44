import { createServer } from 'node:net'

/** Resolves when `port` on `host` can be listened on, rejects with a clear error otherwise. */
export function assertPortFree(host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} on ${host} is already in use: stop what listens there or pick other ports`
            : `cannot listen on ${host}:${port}: ${error.message}`,
          { cause: error },
        ),
      )
    })
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()))
  })
}

/**
 * `count` distinct ports that are free on `host` right now. All are held open together
 * while they are picked, so the operating system never hands out the same one twice.
 */
export async function findFreePorts(host: string, count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer()
          server.once('error', reject)
          server.listen({ host, port: 0, exclusive: true }, () => resolve(server))
        }),
    ),
  )
  const ports = servers.map((server) => {
    const address = server.address()
    if (address === null || typeof address === 'string') throw new Error('no TCP port assigned')
    return address.port
  })
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  )
  return ports
}
