import type { ErrorTranslation } from '../../errorTranslation.js'

// German (de): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}':
      '{capability} wird auf {namespace} nicht unterstützt',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': 'Kein Connector mit der ID {connectorId} gefunden',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': 'Die Wallet ist nicht verbunden',
    // adapter.INVALID_ADDRESS
    'Invalid address': 'Ungültige Adresse',
    // adapter.INVALID_AMOUNT
    'Invalid amount': 'Ungültiger Betrag',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': 'Ungültige Gebührenrate',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': 'Ungültige Signatur',
    // adapter.INVALID_MEMO
    'Invalid memo': 'Ungültiges Memo',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'Ungültiger wallet_sendCalls-Aufruf: {reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': 'Transaktion {id} fehlgeschlagen',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid':
      'Das Feld {field} der Anmeldenachricht ist ungültig',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain':
      'Die Anmeldenachricht wurde für eine andere Domain erstellt',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI':
      'Die Anmeldenachricht wurde für eine andere URI erstellt',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain':
      'Die Anmeldenachricht wurde für eine andere Chain erstellt',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match':
      'Die Nonce der Anmeldenachricht stimmt nicht überein',
    // caip122.EXPIRED
    'The sign-in message has expired': 'Die Anmeldenachricht ist abgelaufen',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': 'Die Anmeldenachricht ist noch nicht gültig',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      'Die Signatur stammt nicht vom Konto in der Anmeldenachricht',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'Ungültige CAIP-2-Netzwerk-ID',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'Ungültige CAIP-Adresse',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'Ungültige Latch-Konfiguration: {issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      'Die Funktion {feature} ist nicht aktiviert: features.{feature} auf true setzen',
    // connection.MODAL_CLOSED
    'Modal closed': 'Fenster geschlossen',
    // connection.CONNECTION_REJECTED
    'Connection rejected': 'Verbindung abgelehnt',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': 'Verbindung fehlgeschlagen',
    // connection.POPUP_CLOSED
    'Popup closed': 'Pop-up geschlossen',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection':
      'Anmeldung über soziales Netzwerk konnte nicht gestartet werden',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': 'Verbindung mit Farcaster fehlgeschlagen',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': 'Kein Authentifizierungs-Connector gefunden',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': 'Nicht per E-Mail oder soziales Netzwerk verbunden',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': 'Trennen fehlgeschlagen',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': 'Kein Connector für eine Verbindung gefunden',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': 'Ungültiger Verbindungsstatus',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': 'Chains konnten nicht getrennt werden: {reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': 'Ungültige E-Mail-Adresse',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': 'Ursprung nicht zulässig',
    // frame.REQUEST_FAILED
    'An error occurred': 'Ein Fehler ist aufgetreten',
    // frame.RPC_ABORTED
    'Request was aborted': 'Die Anfrage wurde abgebrochen',
    // frame.ABORTED
    'Something went wrong': 'Etwas ist schiefgelaufen',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': 'Zeitüberschreitung bei der eingebetteten Wallet',
    // frame.INVALID_MESSAGE
    'Invalid input': 'Ungültige Eingabe',
    // frame.IFRAME_NOT_SET
    'iframe is not set': 'Der iframe ist nicht festgelegt',
    // frame.PARENT_NOT_SET
    'parent is not set': 'Das übergeordnete Fenster (parent) ist nicht festgelegt',
    // frame.LOAD_FAILED
    'Unable to load email login dependency':
      'Die Komponente für die E-Mail-Anmeldung konnte nicht geladen werden',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': 'Nicht verifizierte Domain',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': 'Der angeforderte RPC-Aufruf ist nicht erlaubt',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': 'Die Anfrage wurde abgelehnt.',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': 'Bitte in {seconds} Sekunden erneut versuchen',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'HTTP-Anfrage mit Status {status} fehlgeschlagen',
    // http.RATE_LIMITED
    'Rate limited': 'Zu viele Anfragen',
    // http.SERVER_ERROR
    'Server error': 'Serverfehler',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': 'NetworkController-Client nicht festgelegt',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': 'ConnectionController-Client nicht festgelegt',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains':
      'Der Connector unterstützt keine der angeforderten Chains',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': 'Chain-Namespace nicht unterstützt',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist":
      'Für den Namespace {namespace} gibt es keinen Adapter',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options':
      'Die Optionen `siweConfig` und `siwx` können nicht beide gesetzt werden',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': 'Chain wird nicht unterstützt',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': 'WalletConnectConnector nicht gefunden',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'Latch wird noch geladen: Vor dem Verwenden von Actors await latch.preload() ausführen',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}':
      'Latch konnte seine Zustandsautomaten nicht laden: {reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': 'Dieser Latch-Client wurde zerstört',
    // internal.NOT_PROVIDED
    '{name} is not provided': '{name} wurde nicht angegeben',
    // name.RESOLVE_FAILED
    'Error resolving name': 'Fehler beim Auflösen des Namens',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': 'Fehler beim Abrufen von Namensvorschlägen',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': 'Fehler beim Abrufen der Namen für die Adresse',
    // name.REGISTER_FAILED
    'Error registering name': 'Fehler beim Registrieren des Namens',
    // name.NETWORK_NOT_FOUND
    'Network not found': 'Netzwerk nicht gefunden',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found':
      'Adresse oder Authentifizierungs-Connector nicht gefunden',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': 'Ungültige chainId für den Coin-Typ',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required': 'Betrag und Empfängeradresse sind erforderlich',
    // send.TOKEN_REQUIRED
    'A token is required': 'Ein Token ist erforderlich',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': 'Chain nicht unterstützt',
    // send.TRANSFER_FAILED
    'Failed to send': 'Senden fehlgeschlagen',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      'Die Anmeldung braucht die Seite, auf der sie läuft: Ohne window.location `page` übergeben',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}':
      'Der Anmeldeserver unter {url} ist nicht erreichbar',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      'Der Anmeldeserver unter {url} hat nicht innerhalb von {ms} ms geantwortet',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}':
      'Der Anmeldeserver hat die Anfrage abgelehnt: {reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      'Der Anmeldeserver unter {url} hat eine unerwartete Antwort gesendet',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': 'Unerwartete Antwort von {url}',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': 'Keine Antwort von {url} innerhalb von {ms} ms',
    // service.NETWORK
    'Could not reach {url}': '{url} ist nicht erreichbar',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': 'Fehler beim Signieren der Nachricht',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication':
      'Beim Starten der Authentifizierung ist ein Problem aufgetreten',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'SIWX ist nicht aktiviert',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': 'Keine ActiveCaipAddress gefunden',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': 'Netzwerk für Gaspreise nicht unterstützt',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': 'Netzwerk für Swaps nicht unterstützt',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': 'Unzureichende Liquidität',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      'Der Preis hat sich stärker bewegt als Ihre Slippage-Toleranz. Prüfen Sie das neue Angebot und versuchen Sie es erneut.',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': 'Der Tausch ist auf der Chain fehlgeschlagen',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': 'Aktion nicht erlaubt',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': 'Anfrage abgelehnt',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': 'Token-Guthaben nicht verfügbar',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': 'Transaktionen konnten nicht abgerufen werden',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Netzwerk nicht gefunden',
      longMessage:
        'Das Netzwerk muss in der Liste `networks` Ihrer Latch-Konfiguration stehen: Fügen Sie es dort zuerst hinzu.',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: 'Ursprung nicht zulässig',
      longMessage:
        'Der Ursprung dieser Seite gehört nicht zu den zulässigen Ursprüngen des Projekts: Fügen Sie ihn in der Projektkonfiguration hinzu.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Netzwerkfehler – eingebettete Wallet konnte nicht geladen werden',
      longMessage:
        'Beim Laden der eingebetteten Wallet ist ein Problem aufgetreten. Bitte später erneut versuchen.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'Zeitüberschreitung bei der eingebetteten Wallet',
      longMessage:
        'Die eingebettete Wallet hat nicht rechtzeitig geantwortet (iframe_request_timeout). Bitte erneut versuchen.',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: 'Netzwerkfehler – Latch konnte nicht geladen werden',
      longMessage:
        'Beim Laden des Wallet-Fensters ist ein Problem aufgetreten. Bitte erneut versuchen.',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: 'Nicht verifizierte Domain',
      longMessage:
        'Die eingebettete Wallet konnte nicht geladen werden, da diese Domain für das Projekt nicht verifiziert ist.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Sitzung abgelaufen',
      longMessage:
        'Die Sitzung ist ungültig: Bitte die Uhrzeiteinstellungen dieses Geräts prüfen und erneut verbinden.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'Ungültige Projekt-ID',
      longMessage:
        'Die Projekt-ID ist ungültig: Prüfen Sie die `projectId` in Ihrer Latch-Konfiguration.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'Projekt-ID nicht konfiguriert',
      longMessage: 'Legen Sie `projectId` in Ihrer Latch-Konfiguration fest.',
    },
    SERVER_ERROR: {
      shortMessage: 'Serverfehler',
      longMessage: 'Die App-Konfiguration konnte nicht abgerufen werden.',
    },
    RATE_LIMITED: {
      shortMessage: 'Zu viele Anfragen',
      longMessage: 'Zu viele Anfragen für die App-Konfiguration: Bitte gleich erneut versuchen.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Ungültige App-Konfiguration',
      longMessage:
        'Der Ursprung dieser Seite steht nicht auf der Liste der zulässigen Ursprünge des Projekts: Aktualisieren Sie die Projektkonfiguration.',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: 'Multi-Wallet nicht aktiviert',
      longMessage:
        'Das gleichzeitige Verbinden mehrerer Wallets ist für dieses Projekt nicht aktiviert.',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: 'Lokale Konfiguration ignoriert',
      longMessage:
        'Ihre lokale Konfiguration für {features} wurde ignoriert, weil eine Remote-Konfiguration erfolgreich abgerufen wurde.',
    },
  },
}
