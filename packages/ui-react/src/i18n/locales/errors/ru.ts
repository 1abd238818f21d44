import type { ErrorTranslation } from '../../errorTranslation.js'

// Russian (ru): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}': '{capability} не поддерживается в {namespace}',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': 'Коннектор с ID {connectorId} не найден',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': 'Кошелёк не подключён',
    // adapter.INVALID_ADDRESS
    'Invalid address': 'Неверный адрес',
    // adapter.INVALID_AMOUNT
    'Invalid amount': 'Неверная сумма',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': 'Неверная ставка комиссии',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': 'Неверная подпись',
    // adapter.INVALID_MEMO
    'Invalid memo': 'Неверное поле memo',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'Неверный вызов wallet_sendCalls: {reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': 'Транзакция {id} не выполнена',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid':
      'Поле {field} в сообщении для входа недействительно',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain':
      'Сообщение для входа создано для другого домена',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI': 'Сообщение для входа создано для другого URI',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain':
      'Сообщение для входа создано для другого блокчейна',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match': 'Nonce в сообщении для входа не совпадает',
    // caip122.EXPIRED
    'The sign-in message has expired': 'Срок действия сообщения для входа истёк',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': 'Сообщение для входа ещё не действует',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      'Подпись сделана не тем аккаунтом, который указан в сообщении для входа',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'Неверный ID сети CAIP-2',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'Неверный адрес CAIP',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'Неверная конфигурация Latch: {issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      'Функция {feature} не включена: задайте для features.{feature} значение true',
    // connection.MODAL_CLOSED
    'Modal closed': 'Окно закрыто',
    // connection.CONNECTION_REJECTED
    'Connection rejected': 'Подключение отклонено',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': 'Не удалось подключиться',
    // connection.POPUP_CLOSED
    'Popup closed': 'Всплывающее окно закрыто',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection': 'Не удалось начать вход через соцсеть',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': 'Не удалось подключиться к Farcaster',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': 'Коннектор авторизации не найден',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': 'Нет подключения через эл. почту или соцсеть',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': 'Не удалось отключиться',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': 'Не найден коннектор для подключения',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': 'Неверный статус подключения',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': 'Не удалось отключить блокчейны: {reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': 'Неверный адрес эл. почты',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': 'Источник не разрешён',
    // frame.REQUEST_FAILED
    'An error occurred': 'Произошла ошибка',
    // frame.RPC_ABORTED
    'Request was aborted': 'Запрос прерван',
    // frame.ABORTED
    'Something went wrong': 'Что-то пошло не так',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': 'Встроенный кошелёк не ответил вовремя',
    // frame.INVALID_MESSAGE
    'Invalid input': 'Неверные данные',
    // frame.IFRAME_NOT_SET
    'iframe is not set': 'iframe не задан',
    // frame.PARENT_NOT_SET
    'parent is not set': 'Родительское окно не задано',
    // frame.LOAD_FAILED
    'Unable to load email login dependency':
      'Не удалось загрузить компонент для входа по эл. почте',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': 'Домен не подтверждён',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': 'Запрошенный вызов RPC не разрешён',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': 'Пользователь отклонил запрос.',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': 'Повторите попытку через {seconds} с',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'HTTP-запрос завершился ошибкой, статус {status}',
    // http.RATE_LIMITED
    'Rate limited': 'Слишком много запросов',
    // http.SERVER_ERROR
    'Server error': 'Ошибка сервера',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': 'Клиент NetworkController не задан',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': 'Клиент ConnectionController не задан',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains':
      'Коннектор не поддерживает ни один из запрошенных блокчейнов',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': 'Пространство имён блокчейна не поддерживается',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist":
      'Нет адаптера для пространства имён {namespace}',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options':
      'Нельзя задать одновременно параметры `siweConfig` и `siwx`',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': 'Блокчейн не поддерживается',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': 'WalletConnectConnector не найден',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'Latch ещё загружается: вызовите await latch.preload(), прежде чем использовать акторы',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}':
      'Не удалось загрузить конечные автоматы Latch: {reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': 'Этот клиент Latch уничтожен',
    // internal.NOT_PROVIDED
    '{name} is not provided': 'Не указано: {name}',
    // name.RESOLVE_FAILED
    'Error resolving name': 'Не удалось определить имя',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': 'Не удалось получить варианты имён',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': 'Не удалось получить имена для адреса',
    // name.REGISTER_FAILED
    'Error registering name': 'Не удалось зарегистрировать имя',
    // name.NETWORK_NOT_FOUND
    'Network not found': 'Сеть не найдена',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found': 'Адрес или коннектор авторизации не найден',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': 'Неверный chainId для типа монеты',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required': 'Укажите сумму и адрес получателя',
    // send.TOKEN_REQUIRED
    'A token is required': 'Выберите токен',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': 'Блокчейн не поддерживается',
    // send.TRANSFER_FAILED
    'Failed to send': 'Не удалось отправить',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      'Для входа нужна страница, на которой он выполняется: передайте `page`, если window.location нет',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}':
      'Не удалось связаться с сервером входа по адресу {url}',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      'Сервер входа по адресу {url} не ответил за {ms} ms',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}': 'Сервер входа отклонил запрос: {reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      'Сервер входа по адресу {url} вернул неожиданный ответ',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': 'Неожиданный ответ от {url}',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': 'Нет ответа от {url} за {ms} ms',
    // service.NETWORK
    'Could not reach {url}': 'Не удалось связаться с {url}',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': 'Не удалось подписать сообщение',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication': 'Не удалось запустить авторизацию',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'SIWX не включён',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': 'ActiveCaipAddress не найден',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': 'Цена газа недоступна для этой сети',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': 'Обмен в этой сети не поддерживается',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': 'Недостаточно ликвидности',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      'Цена изменилась сильнее, чем допускает ваше проскальзывание. Проверьте новую котировку и попробуйте снова.',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': 'Обмен не выполнен в блокчейне',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': 'Действие не разрешено',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': 'Запрос отклонён',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': 'Баланс токенов недоступен',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': 'Не удалось загрузить транзакции',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Сеть не найдена',
      longMessage:
        'Сеть должна быть в списке `networks` вашей конфигурации Latch: сначала добавьте её туда.',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: 'Источник не разрешён',
      longMessage:
        'Источника этой страницы нет среди разрешённых источников проекта: добавьте его в настройки проекта.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Ошибка сети — не удалось загрузить встроенный кошелёк',
      longMessage: 'При загрузке встроенного кошелька возникла проблема. Попробуйте позже.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'Встроенный кошелёк не ответил вовремя',
      longMessage:
        'Встроенный кошелёк не ответил вовремя (iframe_request_timeout). Попробуйте снова.',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: 'Ошибка сети — не удалось загрузить Latch',
      longMessage: 'При загрузке окна кошелька возникла проблема. Попробуйте снова.',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: 'Домен не подтверждён',
      longMessage:
        'Не удалось загрузить встроенный кошелёк: этот домен не подтверждён для проекта.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Сеанс истёк',
      longMessage:
        'Сеанс недействителен: проверьте настройки времени на этом устройстве и подключитесь снова.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'Недействительный ID проекта',
      longMessage: 'ID проекта недействителен: проверьте `projectId` в конфигурации Latch.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'ID проекта не задан',
      longMessage: 'Укажите `projectId` в конфигурации Latch.',
    },
    SERVER_ERROR: {
      shortMessage: 'Ошибка сервера',
      longMessage: 'Не удалось получить конфигурацию приложения.',
    },
    RATE_LIMITED: {
      shortMessage: 'Слишком много запросов',
      longMessage: 'Слишком много запросов конфигурации приложения: повторите попытку чуть позже.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Неверная конфигурация приложения',
      longMessage:
        'Источник этой страницы не найден в списке разрешённых для проекта: обновите настройки проекта.',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: 'Мультикошелёк не включён',
      longMessage: 'Для этого проекта не включено одновременное подключение нескольких кошельков.',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: 'Локальная конфигурация не применена',
      longMessage:
        'Ваша локальная конфигурация для {features} не применена, так как удалённая конфигурация успешно получена.',
    },
  },
}
