/** Where the relay answers on the server's HTTP listener. */
export const relayPath = '/relay'
