import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'

/** An answer: a status, and a body of `contentType` (none: an empty answer). */
export type LoopbackReply = {
  readonly status: number
  readonly body?: string
  readonly contentType?: string
}

export type StartLoopbackHttpServerParameters = {
  readonly host: string
  /** 0 picks a free port. */
  readonly port: number
  /** The methods a page on another origin may call, as its preflight is told. */
  readonly allowMethods: string
  /** Answers every request but preflights; an {@link HttpError} it throws answers its status. */
  answer(request: IncomingMessage): Promise<LoopbackReply>
}

export type LoopbackHttpServer = {
  /** The base URL, without a trailing slash (`http://127.0.0.1:3002`). */
  readonly url: string
  /** Closes the server; safe to call twice. */
  stop(): Promise<void>
}

/** Thrown while answering: the request gets `status` and the message as plain text. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** The request's body as UTF-8; more than `maxBytes` fails with 413, before all is read. */
export async function readBody(request: IncomingMessage, maxBytes: number): Promise<string> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) throw new HttpError(413, 'request body too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

function send(response: ServerResponse, allowMethods: string, reply: LoopbackReply) {
  // Pages on other loopback ports (the demo, the browser tests) read the local chains, as
  // they read a public node or API, which allows any origin.
  response.setHeader('access-control-allow-origin', '*')
  response.setHeader('access-control-allow-methods', allowMethods)
  response.setHeader('access-control-allow-headers', '*')
  if (reply.contentType !== undefined) response.setHeader('content-type', reply.contentType)
  response.writeHead(reply.status)
  response.end(reply.body)
}

const plainText = 'text/plain; charset=utf-8'

/**
 * Serves `answer` over HTTP on `host:port` for the local chains' HTTP APIs: CORS for pages on
 * any origin, an exclusive port, and a server that never keeps its process alive on its own.
 */
export async function startLoopbackHttpServer(
  parameters: StartLoopbackHttpServerParameters,
): Promise<LoopbackHttpServer> {
  const { host, port, allowMethods } = parameters
  const server = createServer((request, response) => {
    if (request.method === 'OPTIONS') {
      send(response, allowMethods, { status: 204 })
      return
    }
    parameters.answer(request).then(
      (reply) => send(response, allowMethods, reply),
      (error: unknown) =>
        send(response, allowMethods, {
          status: error instanceof HttpError ? error.status : 500,
          body: error instanceof Error ? error.message : String(error),
          contentType: plainText,
        }),
    )
  })
  await new Promise<void>((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `port ${port} on ${host} is already in use: stop what listens there or pick another port`,
              { cause: error },
            )
          : error,
      )
    server.once('error', fail)
    server.listen({ host, port, exclusive: true }, () => {
      server.off('error', fail)
      resolve()
    })
  })
  // Like the EVM nodes, a local chain never keeps its process alive on its own.
  server.unref()
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no TCP port assigned')
  let stopped: Promise<void> | undefined
  return {
    url: `http://${host}:${address.port}`,
    stop() {
      stopped ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      return stopped
    },
  }
}
