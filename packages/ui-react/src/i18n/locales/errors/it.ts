import type { ErrorTranslation } from '../../errorTranslation.js'

// Italian (it): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}': '{capability} non è supportato su {namespace}',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': 'Nessun connettore trovato con ID {connectorId}',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': 'Il wallet non è connesso',
    // adapter.INVALID_ADDRESS
    'Invalid address': 'Indirizzo non valido',
    // adapter.INVALID_AMOUNT
    'Invalid amount': 'Importo non valido',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': 'Tasso di commissione non valido',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': 'Firma non valida',
    // adapter.INVALID_MEMO
    'Invalid memo': 'Memo non valido',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'wallet_sendCalls non valido: {reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': 'Transazione {id} non riuscita',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid':
      'Il campo {field} del messaggio di accesso non è valido',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain':
      'Il messaggio di accesso è stato creato per un altro dominio',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI':
      'Il messaggio di accesso è stato creato per un altro URI',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain':
      'Il messaggio di accesso è stato creato per un’altra chain',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match':
      'Il nonce del messaggio di accesso non corrisponde',
    // caip122.EXPIRED
    'The sign-in message has expired': 'Il messaggio di accesso è scaduto',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': 'Il messaggio di accesso non è ancora valido',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      'La firma non è stata fatta dall’account indicato nel messaggio di accesso',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'ID di rete CAIP-2 non valido',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'Indirizzo CAIP non valido',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'Configurazione Latch non valida: {issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      'La funzione {feature} non è attiva: imposta features.{feature} su true',
    // connection.MODAL_CLOSED
    'Modal closed': 'Finestra modale chiusa',
    // connection.CONNECTION_REJECTED
    'Connection rejected': 'Connessione rifiutata',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': 'Connessione non riuscita',
    // connection.POPUP_CLOSED
    'Popup closed': 'Popup chiuso',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection': 'Impossibile avviare l’accesso con i social',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': 'Connessione a Farcaster non riuscita',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': 'Nessun connettore di autenticazione trovato',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': 'Non sei connesso con email o social',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': 'Disconnessione non riuscita',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': 'Nessun connettore trovato per una connessione',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': 'Stato della connessione non valido',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': 'Impossibile disconnettere le chain: {reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': 'Indirizzo email non valido',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': 'Origine non consentita',
    // frame.REQUEST_FAILED
    'An error occurred': 'Si è verificato un errore',
    // frame.RPC_ABORTED
    'Request was aborted': 'La richiesta è stata interrotta',
    // frame.ABORTED
    'Something went wrong': 'Qualcosa è andato storto',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': 'Richiesta al wallet integrato scaduta',
    // frame.INVALID_MESSAGE
    'Invalid input': 'Input non valido',
    // frame.IFRAME_NOT_SET
    'iframe is not set': 'iframe non impostato',
    // frame.PARENT_NOT_SET
    'parent is not set': 'Frame padre non impostato',
    // frame.LOAD_FAILED
    'Unable to load email login dependency':
      'Impossibile caricare un componente necessario per l’accesso con email',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': 'Dominio non verificato',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': 'La chiamata RPC richiesta non è consentita',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': 'L’utente ha rifiutato la richiesta.',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': 'Riprova tra {seconds} secondi',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'Richiesta HTTP non riuscita con stato {status}',
    // http.RATE_LIMITED
    'Rate limited': 'Troppe richieste',
    // http.SERVER_ERROR
    'Server error': 'Errore del server',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': 'Client di NetworkController non impostato',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': 'Client di ConnectionController non impostato',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains':
      'Il connettore non supporta nessuna delle chain richieste',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': 'Namespace della chain non supportato',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist":
      'Non esiste un adattatore per il namespace {namespace}',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options':
      'Non puoi impostare insieme le opzioni `siweConfig` e `siwx`',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': 'La chain non è supportata',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': 'WalletConnectConnector non trovato',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'Latch è ancora in caricamento: esegui await latch.preload() prima di usare gli actor',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}':
      'Latch non è riuscito a caricare le sue macchine a stati: {reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': 'Questo client Latch è stato distrutto',
    // internal.NOT_PROVIDED
    '{name} is not provided': '{name} non è stato fornito',
    // name.RESOLVE_FAILED
    'Error resolving name': 'Errore nella risoluzione del nome',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': 'Errore nel recupero dei suggerimenti di nomi',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': 'Errore nel recupero dei nomi dell’indirizzo',
    // name.REGISTER_FAILED
    'Error registering name': 'Errore nella registrazione del nome',
    // name.NETWORK_NOT_FOUND
    'Network not found': 'Rete non trovata',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found': 'Indirizzo o connettore di autenticazione non trovato',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': 'chainId non valido per il tipo di moneta',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required':
      'Servono un importo e l’indirizzo del destinatario',
    // send.TOKEN_REQUIRED
    'A token is required': 'Serve un token',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': 'Chain non supportata',
    // send.TRANSFER_FAILED
    'Failed to send': 'Invio non riuscito',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      'L’accesso ha bisogno della pagina in cui viene eseguito: passa `page` dove non c’è window.location',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}':
      'Impossibile raggiungere il server di accesso su {url}',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      'Il server di accesso su {url} non ha risposto entro {ms} ms',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}':
      'Il server di accesso ha rifiutato la richiesta: {reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      'Il server di accesso su {url} ha dato una risposta inattesa',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': 'Risposta inattesa da {url}',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': 'Nessuna risposta da {url} entro {ms} ms',
    // service.NETWORK
    'Could not reach {url}': 'Impossibile raggiungere {url}',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': 'Errore durante la firma del messaggio',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication':
      'Si è verificato un problema durante l’inizializzazione dell’autenticazione',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'SIWX non è attivo',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': 'Nessun ActiveCaipAddress trovato',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': 'Rete non supportata per il prezzo del gas',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': 'Rete non supportata per gli swap',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': 'Liquidità insufficiente',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      'Il prezzo è variato oltre la tua tolleranza di slippage. Controlla la nuova quotazione e riprova.',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': 'Lo swap non è riuscito sulla chain',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': 'Azione non consentita',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': 'Richiesta rifiutata',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': 'Saldo dei token non disponibile',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': 'Impossibile recuperare le transazioni',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Rete non trovata',
      longMessage:
        'La rete deve essere nell’elenco `networks` della tua configurazione Latch: aggiungila prima lì.',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: 'Origine non consentita',
      longMessage:
        'L’origine di questa pagina non è tra le origini consentite del progetto: aggiungila alla configurazione del progetto.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Errore di rete - Impossibile caricare il wallet integrato',
      longMessage:
        'Si è verificato un problema durante il caricamento del wallet integrato. Riprova più tardi.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'Richiesta al wallet integrato scaduta',
      longMessage:
        'Il wallet integrato non ha risposto in tempo (iframe_request_timeout). Riprova.',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: 'Errore di rete - Impossibile caricare Latch',
      longMessage:
        'Si è verificato un problema durante il caricamento della finestra del wallet. Riprova.',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: 'Dominio non verificato',
      longMessage:
        'Impossibile caricare il wallet integrato perché questo dominio non è verificato per il progetto.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Sessione scaduta',
      longMessage:
        'La sessione non è valida: controlla le impostazioni di data e ora di questo dispositivo e connettiti di nuovo.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'ID progetto non valido',
      longMessage:
        'L’ID progetto non è valido: controlla il `projectId` della tua configurazione Latch.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'ID progetto non configurato',
      longMessage: 'Imposta `projectId` nella tua configurazione Latch.',
    },
    SERVER_ERROR: {
      shortMessage: 'Errore del server',
      longMessage: 'Impossibile ottenere la configurazione dell’app.',
    },
    RATE_LIMITED: {
      shortMessage: 'Troppe richieste',
      longMessage: 'Troppe richieste per la configurazione dell’app: riprova tra poco.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Configurazione dell’app non valida',
      longMessage:
        'L’origine di questa pagina non è nell’elenco delle origini consentite del progetto: aggiorna la configurazione del progetto.',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: 'Multi-wallet non attivo',
      longMessage:
        'La connessione di più wallet contemporaneamente non è attiva per questo progetto.',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: 'Configurazione locale ignorata',
      longMessage:
        'La tua configurazione locale per {features} è stata ignorata perché è stata recuperata una configurazione remota.',
    },
  },
}
