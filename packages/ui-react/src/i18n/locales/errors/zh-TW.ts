import type { ErrorTranslation } from '../../errorTranslation.js'

// Traditional Chinese (zh-TW): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}': '{namespace} 不支援 {capability}',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': '找不到 ID 為 {connectorId} 的連接器',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': '錢包尚未連結',
    // adapter.INVALID_ADDRESS
    'Invalid address': '地址無效',
    // adapter.INVALID_AMOUNT
    'Invalid amount': '金額無效',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': '手續費率無效',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': '簽章無效',
    // adapter.INVALID_MEMO
    'Invalid memo': '備註（memo）無效',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'wallet_sendCalls 無效：{reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': '交易 {id} 失敗',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid': '登入訊息中的 {field} 無效',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain': '這則登入訊息是為其他網域建立的',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI': '這則登入訊息是為其他 URI 建立的',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain': '這則登入訊息是為其他鏈建立的',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match': '登入訊息的 nonce 不相符',
    // caip122.EXPIRED
    'The sign-in message has expired': '登入訊息已過期',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': '登入訊息尚未生效',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      '簽章並非由登入訊息中的帳戶所簽署',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'CAIP-2 網路 ID 無效',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'CAIP 地址無效',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'Latch 設定無效：{issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      '未啟用 {feature} 功能：請將 features.{feature} 設為 true',
    // connection.MODAL_CLOSED
    'Modal closed': '視窗已關閉',
    // connection.CONNECTION_REJECTED
    'Connection rejected': '連結要求遭拒',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': '無法連結',
    // connection.POPUP_CLOSED
    'Popup closed': '彈出視窗已關閉',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection': '無法開始社群帳號連結',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': '無法連結至 Farcaster',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': '找不到驗證連接器',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': '尚未透過電子郵件或社群帳號連結',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': '無法中斷連結',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': '找不到此連結對應的連接器',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': '連結狀態無效',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': '無法中斷鏈的連結：{reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': '電子郵件地址無效',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': '不允許的來源',
    // frame.REQUEST_FAILED
    'An error occurred': '發生錯誤',
    // frame.RPC_ABORTED
    'Request was aborted': '要求已中止',
    // frame.ABORTED
    'Something went wrong': '發生問題',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': '嵌入式錢包要求逾時',
    // frame.INVALID_MESSAGE
    'Invalid input': '輸入無效',
    // frame.IFRAME_NOT_SET
    'iframe is not set': '未設定 iframe',
    // frame.PARENT_NOT_SET
    'parent is not set': '未設定父視窗',
    // frame.LOAD_FAILED
    'Unable to load email login dependency': '無法載入電子郵件登入所需的元件',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': '未驗證的網域',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': '不允許要求的 RPC 呼叫',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': '使用者已拒絕要求。',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': '請在 {seconds} 秒後再試一次',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'HTTP 要求失敗，狀態碼 {status}',
    // http.RATE_LIMITED
    'Rate limited': '要求次數過多',
    // http.SERVER_ERROR
    'Server error': '伺服器錯誤',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': '未設定 NetworkController 用戶端',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': '未設定 ConnectionController 用戶端',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains': '連接器不支援任何要求的鏈',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': '不支援的鏈命名空間',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist": '命名空間 {namespace} 沒有對應的轉接器',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options': '無法同時設定 `siweConfig` 和 `siwx` 選項',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': '不支援此鏈',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': '找不到 WalletConnectConnector',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'Latch 仍在載入中：請先 await latch.preload()，再使用 actor',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}': 'Latch 無法載入狀態機：{reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': '此 Latch 用戶端已被銷毀',
    // internal.NOT_PROVIDED
    '{name} is not provided': '未提供 {name}',
    // name.RESOLVE_FAILED
    'Error resolving name': '無法解析名稱',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': '無法取得建議名稱',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': '無法取得此地址的名稱',
    // name.REGISTER_FAILED
    'Error registering name': '無法註冊名稱',
    // name.NETWORK_NOT_FOUND
    'Network not found': '找不到網路',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found': '找不到地址或驗證連接器',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': '此幣種類型的 chainId 無效',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required': '請提供金額和收款地址',
    // send.TOKEN_REQUIRED
    'A token is required': '請選擇代幣',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': '不支援的鏈',
    // send.TRANSFER_FAILED
    'Failed to send': '傳送失敗',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      '登入需要知道所在的頁面：在沒有 window.location 的環境中，請傳入 `page`',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}': '無法連線至 {url} 的登入伺服器',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      '{url} 的登入伺服器未在 {ms} ms 內回應',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}': '登入伺服器拒絕了要求：{reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      '{url} 的登入伺服器傳回了非預期的回應',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': '{url} 傳回了非預期的回應',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': '{url} 未在 {ms} ms 內回應',
    // service.NETWORK
    'Could not reach {url}': '無法連線至 {url}',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': '無法簽署訊息',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication': '初始化驗證時發生問題',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': '未啟用 SIWX',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': '找不到 ActiveCaipAddress',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': '此網路不支援 Gas 價格查詢',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': '此網路不支援兌換',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': '流動性不足',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      '價格變動已超過您的滑價容許範圍。請查看新報價後再試一次。',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': '兌換在鏈上執行失敗',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': '不允許此操作',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': '要求遭拒',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': '無法取得代幣餘額',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': '無法取得交易記錄',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: '找不到網路',
      longMessage: '此網路必須列在 Latch 設定的 `networks` 清單中：請先將它加入。',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: '不允許的來源',
      longMessage: '此頁面的來源不在專案允許的來源清單中：請將它加入專案設定。',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: '網路錯誤 - 無法載入嵌入式錢包',
      longMessage: '載入嵌入式錢包時發生問題，請稍後再試。',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: '嵌入式錢包要求逾時',
      longMessage: '嵌入式錢包未及時回應（iframe_request_timeout）。請再試一次。',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: '網路錯誤 - 無法載入 Latch',
      longMessage: '載入錢包視窗時發生問題，請再試一次。',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: '未驗證的網域',
      longMessage: '此網域尚未通過專案驗證，因此無法載入嵌入式錢包。',
    },
    SESSION_EXPIRED: {
      shortMessage: '工作階段已過期',
      longMessage: '工作階段無效：請檢查此裝置的時間設定，然後重新連結。',
    },
    INVALID_PROJECT_ID: {
      shortMessage: '專案 ID 無效',
      longMessage: '專案 ID 無效：請檢查 Latch 設定中的 `projectId`。',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: '未設定專案 ID',
      longMessage: '請在 Latch 設定中設定 `projectId`。',
    },
    SERVER_ERROR: {
      shortMessage: '伺服器錯誤',
      longMessage: '無法取得應用程式設定。',
    },
    RATE_LIMITED: {
      shortMessage: '要求次數過多',
      longMessage: '取得應用程式設定的要求次數過多：請稍後再試。',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: '應用程式設定無效',
      longMessage: '專案的允許清單中找不到此頁面的來源：請更新專案設定。',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: '未啟用多錢包功能',
      longMessage: '此專案未啟用同時連結多個錢包的功能。',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: '已忽略本機設定',
      longMessage: '已成功取得遠端設定，因此忽略了您對 {features} 的本機設定。',
    },
  },
}
