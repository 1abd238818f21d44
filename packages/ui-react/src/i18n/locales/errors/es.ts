import type { ErrorTranslation } from '../../errorTranslation.js'

// Spanish (es): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}': '{capability} no es compatible con {namespace}',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}':
      'No se encontró ningún conector con el ID {connectorId}',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': 'La billetera no está conectada',
    // adapter.INVALID_ADDRESS
    'Invalid address': 'Dirección no válida',
    // adapter.INVALID_AMOUNT
    'Invalid amount': 'Cantidad no válida',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': 'Tasa de comisión no válida',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': 'Firma no válida',
    // adapter.INVALID_MEMO
    'Invalid memo': 'Memo no válido',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'Llamada wallet_sendCalls no válida: {reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': 'La transacción {id} falló',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid':
      'El campo {field} del mensaje de inicio de sesión no es válido',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain':
      'El mensaje de inicio de sesión es para otro dominio',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI':
      'El mensaje de inicio de sesión es para otra URI',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain':
      'El mensaje de inicio de sesión es para otra cadena',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match':
      'El nonce del mensaje de inicio de sesión no coincide',
    // caip122.EXPIRED
    'The sign-in message has expired': 'El mensaje de inicio de sesión ha expirado',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': 'El mensaje de inicio de sesión aún no es válido',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      'La firma no es de la cuenta indicada en el mensaje de inicio de sesión',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'ID de red CAIP-2 no válido',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'Dirección CAIP no válida',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'Configuración de Latch no válida: {issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      'La función {feature} no está activada: establece features.{feature} en true',
    // connection.MODAL_CLOSED
    'Modal closed': 'Ventana cerrada',
    // connection.CONNECTION_REJECTED
    'Connection rejected': 'Conexión rechazada',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': 'No se pudo conectar',
    // connection.POPUP_CLOSED
    'Popup closed': 'Ventana emergente cerrada',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection': 'No se pudo iniciar la conexión con la red social',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': 'No se pudo conectar con Farcaster',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': 'No se encontró ningún conector de autenticación',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': 'No hay sesión iniciada con correo ni con redes sociales',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': 'No se pudo desconectar',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': 'No se encontró el conector de una conexión',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': 'Estado de conexión no válido',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': 'No se pudieron desconectar las cadenas: {reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': 'Correo electrónico no válido',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': 'Origen no permitido',
    // frame.REQUEST_FAILED
    'An error occurred': 'Se produjo un error',
    // frame.RPC_ABORTED
    'Request was aborted': 'Se canceló la solicitud',
    // frame.ABORTED
    'Something went wrong': 'Algo salió mal',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': 'La billetera integrada no respondió a tiempo',
    // frame.INVALID_MESSAGE
    'Invalid input': 'Datos no válidos',
    // frame.IFRAME_NOT_SET
    'iframe is not set': 'El iframe no está definido',
    // frame.PARENT_NOT_SET
    'parent is not set': 'La ventana principal (parent) no está definida',
    // frame.LOAD_FAILED
    'Unable to load email login dependency':
      'No se pudo cargar el componente de inicio de sesión con correo',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': 'Dominio no verificado',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': 'La llamada RPC solicitada no está permitida',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': 'Rechazaste la solicitud.',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': 'Vuelve a intentarlo en {seconds} segundos',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'La solicitud HTTP falló con el estado {status}',
    // http.RATE_LIMITED
    'Rate limited': 'Demasiadas solicitudes',
    // http.SERVER_ERROR
    'Server error': 'Error del servidor',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': 'Cliente de NetworkController no definido',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': 'Cliente de ConnectionController no definido',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains':
      'El conector no admite ninguna de las cadenas solicitadas',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': 'Espacio de nombres de cadena no compatible',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist":
      'No existe un adaptador para el espacio de nombres {namespace}',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options':
      'No se pueden usar a la vez las opciones `siweConfig` y `siwx`',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': 'La cadena no es compatible',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': 'No se encontró WalletConnectConnector',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'Latch aún se está cargando: usa await latch.preload() antes de usar los actores',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}':
      'Latch no pudo cargar sus máquinas de estado: {reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': 'Este cliente de Latch fue destruido',
    // internal.NOT_PROVIDED
    '{name} is not provided': 'No se proporcionó {name}',
    // name.RESOLVE_FAILED
    'Error resolving name': 'Error al resolver el nombre',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': 'Error al obtener sugerencias de nombres',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': 'Error al obtener los nombres de la dirección',
    // name.REGISTER_FAILED
    'Error registering name': 'Error al registrar el nombre',
    // name.NETWORK_NOT_FOUND
    'Network not found': 'Red no encontrada',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found':
      'No se encontró la dirección o el conector de autenticación',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': 'chainId no válido para el tipo de moneda',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required':
      'Se requieren una cantidad y la dirección del destinatario',
    // send.TOKEN_REQUIRED
    'A token is required': 'Se requiere un token',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': 'Cadena no compatible',
    // send.TRANSFER_FAILED
    'Failed to send': 'No se pudo enviar',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      'El inicio de sesión necesita la página en la que se ejecuta: pasa `page` donde no haya window.location',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}':
      'No se pudo contactar con el servidor de inicio de sesión en {url}',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      'El servidor de inicio de sesión en {url} no respondió en {ms} ms',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}':
      'El servidor de inicio de sesión rechazó la solicitud: {reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      'El servidor de inicio de sesión en {url} dio una respuesta inesperada',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': 'Respuesta inesperada de {url}',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': 'Sin respuesta de {url} en {ms} ms',
    // service.NETWORK
    'Could not reach {url}': 'No se pudo contactar con {url}',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': 'Error al firmar el mensaje',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication':
      'Se produjo un problema al iniciar la autenticación',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'SIWX no está activado',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': 'No se encontró ActiveCaipAddress',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': 'Red no compatible con el precio del gas',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': 'Red no compatible con los intercambios',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': 'Liquidez insuficiente',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      'El precio varió más que tu tolerancia al deslizamiento. Revisa la nueva cotización e inténtalo de nuevo.',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': 'El intercambio falló en la cadena',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': 'Acción no permitida',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': 'Solicitud rechazada',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': 'Saldo de tokens no disponible',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': 'No se pudieron obtener las transacciones',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Red no encontrada',
      longMessage:
        'La red debe estar en la lista `networks` de tu configuración de Latch: agrégala ahí primero.',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: 'Origen no permitido',
      longMessage:
        'El origen de esta página no está entre los orígenes permitidos del proyecto: agrégalo en la configuración del proyecto.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Error de red: no se pudo cargar la billetera integrada',
      longMessage:
        'Hubo un problema al cargar la billetera integrada. Vuelve a intentarlo más tarde.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'La billetera integrada no respondió a tiempo',
      longMessage:
        'La billetera integrada tardó demasiado en responder (iframe_request_timeout). Vuelve a intentarlo.',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: 'Error de red: no se pudo cargar Latch',
      longMessage: 'Hubo un problema al cargar la ventana de la billetera. Vuelve a intentarlo.',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: 'Dominio no verificado',
      longMessage:
        'La billetera integrada no se pudo cargar porque este dominio no está verificado para el proyecto.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Sesión expirada',
      longMessage:
        'La sesión no es válida: revisa la configuración de hora de este dispositivo y vuelve a conectarte.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'ID de proyecto no válido',
      longMessage:
        'El ID del proyecto no es válido: revisa el `projectId` de tu configuración de Latch.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'ID de proyecto no configurado',
      longMessage: 'Define `projectId` en tu configuración de Latch.',
    },
    SERVER_ERROR: {
      shortMessage: 'Error del servidor',
      longMessage: 'No se pudo obtener la configuración de la app.',
    },
    RATE_LIMITED: {
      shortMessage: 'Demasiadas solicitudes',
      longMessage:
        'Demasiadas solicitudes de la configuración de la app: vuelve a intentarlo en un momento.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Configuración de la app no válida',
      longMessage:
        'El origen de esta página no está en la lista de orígenes permitidos del proyecto: actualiza la configuración del proyecto.',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: 'Multibilletera no activada',
      longMessage: 'La conexión de varias billeteras a la vez no está activada en este proyecto.',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: 'Configuración local ignorada',
      longMessage:
        'Se ignoró tu configuración local de {features} porque se obtuvo correctamente una configuración remota.',
    },
  },
}
