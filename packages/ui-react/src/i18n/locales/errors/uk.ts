import type { ErrorTranslation } from '../../errorTranslation.js'

// Ukrainian (uk): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}': '{capability} не підтримується в {namespace}',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': 'Конектор з ID {connectorId} не знайдено',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': 'Гаманець не підключено',
    // adapter.INVALID_ADDRESS
    'Invalid address': 'Недійсна адреса',
    // adapter.INVALID_AMOUNT
    'Invalid amount': 'Недійсна сума',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': 'Недійсна ставка комісії',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': 'Недійсний підпис',
    // adapter.INVALID_MEMO
    'Invalid memo': 'Недійсне мемо',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'Недійсний виклик wallet_sendCalls: {reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': 'Транзакція {id} не вдалася',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid':
      'Поле {field} у повідомленні для входу недійсне',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain':
      'Повідомлення для входу створено для іншого домену',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI':
      'Повідомлення для входу створено для іншого URI',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain':
      'Повідомлення для входу створено для іншого блокчейну',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match': 'Nonce повідомлення для входу не збігається',
    // caip122.EXPIRED
    'The sign-in message has expired': 'Термін дії повідомлення для входу минув',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': 'Повідомлення для входу ще не дійсне',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      'Підпис зроблено не тим акаунтом, що вказаний у повідомленні для входу',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'Недійсний ID мережі CAIP-2',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'Недійсна адреса CAIP',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'Недійсна конфігурація Latch: {issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      'Функцію {feature} не ввімкнено: установіть features.{feature} у true',
    // connection.MODAL_CLOSED
    'Modal closed': 'Вікно закрито',
    // connection.CONNECTION_REJECTED
    'Connection rejected': 'Підключення відхилено',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': 'Не вдалося підключитися',
    // connection.POPUP_CLOSED
    'Popup closed': 'Спливне вікно закрито',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection': 'Не вдалося почати підключення через соцмережу',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': 'Не вдалося підключитися до Farcaster',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': 'Конектор автентифікації не знайдено',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': 'Немає підключення через ел. пошту або соцмережу',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': 'Не вдалося відключитися',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': 'Не знайдено конектор для підключення',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': 'Недійсний стан підключення',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': 'Не вдалося відключити блокчейни: {reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': 'Недійсна адреса ел. пошти',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': 'Недозволене джерело',
    // frame.REQUEST_FAILED
    'An error occurred': 'Сталася помилка',
    // frame.RPC_ABORTED
    'Request was aborted': 'Запит перервано',
    // frame.ABORTED
    'Something went wrong': 'Щось пішло не так',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': 'Час очікування запиту до вбудованого гаманця минув',
    // frame.INVALID_MESSAGE
    'Invalid input': 'Недійсні вхідні дані',
    // frame.IFRAME_NOT_SET
    'iframe is not set': 'iframe не задано',
    // frame.PARENT_NOT_SET
    'parent is not set': 'parent не задано',
    // frame.LOAD_FAILED
    'Unable to load email login dependency':
      'Не вдалося завантажити компонент для входу через ел. пошту',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': 'Неперевірений домен',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': 'Запитаний виклик RPC заборонено',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': 'Користувач відхилив запит.',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': 'Спробуйте ще раз через {seconds} с',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'HTTP-запит не вдався зі статусом {status}',
    // http.RATE_LIMITED
    'Rate limited': 'Забагато запитів',
    // http.SERVER_ERROR
    'Server error': 'Помилка сервера',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': 'Клієнт NetworkController не задано',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': 'Клієнт ConnectionController не задано',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains':
      'Конектор не підтримує жодного із запитаних блокчейнів',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': 'Непідтримуваний простір імен блокчейну',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist":
      'Адаптера для простору імен {namespace} не існує',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options':
      'Не можна задати одночасно параметри `siweConfig` і `siwx`',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': 'Блокчейн не підтримується',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': 'WalletConnectConnector не знайдено',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'Latch ще завантажується: виконайте await latch.preload(), перш ніж використовувати актори',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}':
      'Latch не вдалося завантажити свої машини станів: {reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': 'Цей клієнт Latch уже знищено',
    // internal.NOT_PROVIDED
    '{name} is not provided': '{name} не надано',
    // name.RESOLVE_FAILED
    'Error resolving name': 'Помилка розпізнавання імені',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': 'Помилка отримання варіантів імені',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': 'Помилка отримання імен для адреси',
    // name.REGISTER_FAILED
    'Error registering name': 'Помилка реєстрації імені',
    // name.NETWORK_NOT_FOUND
    'Network not found': 'Мережу не знайдено',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found': 'Адресу або конектор автентифікації не знайдено',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': 'Недійсний chainId для типу монети',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required': 'Потрібні сума та адреса отримувача',
    // send.TOKEN_REQUIRED
    'A token is required': 'Потрібен токен',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': 'Блокчейн не підтримується',
    // send.TRANSFER_FAILED
    'Failed to send': 'Не вдалося надіслати',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      'Для входу потрібна сторінка, на якій він виконується: передайте `page`, якщо немає window.location',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}':
      'Не вдалося зв’язатися із сервером входу за адресою {url}',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      'Сервер входу за адресою {url} не відповів протягом {ms} ms',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}': 'Сервер входу відхилив запит: {reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      'Сервер входу за адресою {url} надіслав неочікувану відповідь',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': 'Неочікувана відповідь від {url}',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': 'Немає відповіді від {url} протягом {ms} ms',
    // service.NETWORK
    'Could not reach {url}': 'Не вдалося зв’язатися з {url}',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': 'Помилка підписання повідомлення',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication':
      'Під час запуску автентифікації виникла проблема',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'SIWX не ввімкнено',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': 'ActiveCaipAddress не знайдено',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': 'Мережа не підтримується для ціни газу',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': 'Мережа не підтримується для обміну',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': 'Недостатня ліквідність',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      'Ціна змінилася більше, ніж дозволяє ваш допуск прослизання. Перегляньте нове котирування й спробуйте ще раз.',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': 'Обмін не вдався в блокчейні',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': 'Дію не дозволено',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': 'Запит відхилено',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': 'Баланс токена недоступний',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': 'Не вдалося завантажити транзакції',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Мережу не знайдено',
      longMessage:
        'Мережа має бути в списку `networks` вашої конфігурації Latch: спершу додайте її туди.',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: 'Недозволене джерело',
      longMessage:
        'Джерела цієї сторінки немає серед дозволених джерел проєкту: додайте його в конфігурацію проєкту.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Помилка мережі – не вдалося завантажити вбудований гаманець',
      longMessage:
        'Під час завантаження вбудованого гаманця виникла проблема. Спробуйте ще раз пізніше.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'Час очікування запиту до вбудованого гаманця минув',
      longMessage:
        'Вбудований гаманець не відповів вчасно (iframe_request_timeout). Спробуйте ще раз.',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: 'Помилка мережі – не вдалося завантажити Latch',
      longMessage: 'Під час завантаження вікна гаманця виникла проблема. Спробуйте ще раз.',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: 'Неперевірений домен',
      longMessage:
        'Не вдалося завантажити вбудований гаманець, бо цей домен не підтверджено для проєкту.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Термін дії сеансу минув',
      longMessage:
        'Сеанс недійсний: перевірте налаштування часу на цьому пристрої та підключіться знову.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'Недійсний ID проєкту',
      longMessage: 'ID проєкту недійсний: перевірте `projectId` у вашій конфігурації Latch.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'ID проєкту не налаштовано',
      longMessage: 'Укажіть `projectId` у вашій конфігурації Latch.',
    },
    SERVER_ERROR: {
      shortMessage: 'Помилка сервера',
      longMessage: 'Не вдалося отримати конфігурацію застосунку.',
    },
    RATE_LIMITED: {
      shortMessage: 'Забагато запитів',
      longMessage: 'Забагато запитів конфігурації застосунку: спробуйте ще раз трохи згодом.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Недійсна конфігурація застосунку',
      longMessage:
        'Джерело цієї сторінки не знайдено в списку дозволених проєкту: оновіть конфігурацію проєкту.',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: 'Мультигаманець не ввімкнено',
      longMessage: 'Для цього проєкту не ввімкнено підключення кількох гаманців одночасно.',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: 'Локальну конфігурацію проігноровано',
      longMessage:
        'Вашу локальну конфігурацію для {features} проігноровано, бо віддалену конфігурацію успішно отримано.',
    },
  },
}
