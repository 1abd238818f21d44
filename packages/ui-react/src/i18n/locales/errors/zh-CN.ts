import type { ErrorTranslation } from '../../errorTranslation.js'

// Simplified Chinese (zh-CN): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}': '{namespace} 不支持 {capability}',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': '未找到 ID 为 {connectorId} 的连接器',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': '钱包未连接',
    // adapter.INVALID_ADDRESS
    'Invalid address': '地址无效',
    // adapter.INVALID_AMOUNT
    'Invalid amount': '金额无效',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': '费率无效',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': '签名无效',
    // adapter.INVALID_MEMO
    'Invalid memo': '备注无效',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'wallet_sendCalls 无效：{reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': '交易 {id} 失败',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid': '登录消息中的 {field} 无效',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain': '此登录消息是为其他域名生成的',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI': '此登录消息是为其他 URI 生成的',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain': '此登录消息是为其他链生成的',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match': '登录消息的 nonce 不匹配',
    // caip122.EXPIRED
    'The sign-in message has expired': '登录消息已过期',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': '登录消息尚未生效',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      '此签名并非由登录消息中的账户生成',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'CAIP-2 网络 ID 无效',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'CAIP 地址无效',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'Latch 配置无效：{issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      '{feature} 功能未启用：请将 features.{feature} 设为 true',
    // connection.MODAL_CLOSED
    'Modal closed': '弹窗已关闭',
    // connection.CONNECTION_REJECTED
    'Connection rejected': '连接被拒绝',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': '连接失败',
    // connection.POPUP_CLOSED
    'Popup closed': '弹出窗口已关闭',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection': '无法发起社交账号登录',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': '无法连接到 Farcaster',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': '未找到身份验证连接器',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': '未通过邮箱或社交账号连接',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': '断开连接失败',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': '未找到与该连接对应的连接器',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': '连接状态无效',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': '无法断开链的连接：{reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': '邮箱地址无效',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': '来源未获允许',
    // frame.REQUEST_FAILED
    'An error occurred': '发生错误',
    // frame.RPC_ABORTED
    'Request was aborted': '请求已中止',
    // frame.ABORTED
    'Something went wrong': '出了点问题',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': '嵌入式钱包请求超时',
    // frame.INVALID_MESSAGE
    'Invalid input': '输入无效',
    // frame.IFRAME_NOT_SET
    'iframe is not set': '未设置 iframe',
    // frame.PARENT_NOT_SET
    'parent is not set': '未设置父窗口',
    // frame.LOAD_FAILED
    'Unable to load email login dependency': '无法加载邮箱登录所需的组件',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': '域名未验证',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': '不允许请求的 RPC 调用',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': '用户拒绝了请求。',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': '请在 {seconds} 秒后重试',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'HTTP 请求失败，状态码 {status}',
    // http.RATE_LIMITED
    'Rate limited': '请求过于频繁',
    // http.SERVER_ERROR
    'Server error': '服务器错误',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': '未设置 NetworkController 客户端',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': '未设置 ConnectionController 客户端',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains': '该连接器不支持所请求的任何链',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': '不支持的链命名空间',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist": '命名空间 {namespace} 的适配器不存在',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options': '不能同时设置 `siweConfig` 和 `siwx` 选项',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': '不支持此链',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': '未找到 WalletConnectConnector',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'Latch 仍在加载：使用 actor 前请先 await latch.preload()',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}': 'Latch 无法加载其状态机：{reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': '此 Latch 客户端已被销毁',
    // internal.NOT_PROVIDED
    '{name} is not provided': '未提供 {name}',
    // name.RESOLVE_FAILED
    'Error resolving name': '解析名称时出错',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': '获取推荐名称时出错',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': '获取该地址的名称时出错',
    // name.REGISTER_FAILED
    'Error registering name': '注册名称时出错',
    // name.NETWORK_NOT_FOUND
    'Network not found': '未找到网络',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found': '未找到地址或身份验证连接器',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': 'chainId 与币种类型不匹配',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required': '请填写金额和接收地址',
    // send.TOKEN_REQUIRED
    'A token is required': '请选择代币',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': '不支持的链',
    // send.TRANSFER_FAILED
    'Failed to send': '发送失败',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      '登录需要知道当前所在的页面：在没有 window.location 的环境中，请传入 `page`',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}': '无法连接到登录服务器 {url}',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      '登录服务器 {url} 未在 {ms} ms 内响应',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}': '登录服务器拒绝了请求：{reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      '登录服务器 {url} 返回了意外的响应',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': '{url} 返回了意外的响应',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': '{url} 在 {ms} ms 内无响应',
    // service.NETWORK
    'Could not reach {url}': '无法连接到 {url}',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': '签署消息时出错',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication': '初始化身份验证时出现问题',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'SIWX 未启用',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': '未找到 ActiveCaipAddress',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': '此网络不支持获取 Gas 价格',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': '此网络不支持兑换',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': '流动性不足',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      '价格变动超出了您设置的滑点容差。请查看新报价后重试。',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': '兑换在链上失败',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': '不允许此操作',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': '请求被拒绝',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': '代币余额不可用',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': '无法获取交易记录',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: '未找到网络',
      longMessage: '该网络必须位于 Latch 配置的 `networks` 列表中：请先将其添加到该列表。',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: '来源未获允许',
      longMessage: '此页面的来源不在项目允许的来源列表中：请将其添加到项目配置中。',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: '网络错误 - 无法加载嵌入式钱包',
      longMessage: '加载嵌入式钱包时出现问题。请稍后重试。',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: '嵌入式钱包请求超时',
      longMessage: '嵌入式钱包未及时响应（iframe_request_timeout）。请重试。',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: '网络错误 - 无法加载 Latch',
      longMessage: '加载钱包弹窗时出现问题。请重试。',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: '域名未验证',
      longMessage: '此域名未在项目中验证，因此无法加载嵌入式钱包。',
    },
    SESSION_EXPIRED: {
      shortMessage: '会话已过期',
      longMessage: '会话无效：请检查此设备的时间设置，然后重新连接。',
    },
    INVALID_PROJECT_ID: {
      shortMessage: '项目 ID 无效',
      longMessage: '项目 ID 无效：请检查 Latch 配置中的 `projectId`。',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: '未配置项目 ID',
      longMessage: '请在 Latch 配置中设置 `projectId`。',
    },
    SERVER_ERROR: {
      shortMessage: '服务器错误',
      longMessage: '无法获取应用配置。',
    },
    RATE_LIMITED: {
      shortMessage: '请求过于频繁',
      longMessage: '应用配置的请求过多：请稍后重试。',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: '应用配置无效',
      longMessage: '此页面的来源不在项目的允许列表中：请更新项目配置。',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: '未启用多钱包',
      longMessage: '此项目未启用同时连接多个钱包的功能。',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: '已忽略本地配置',
      longMessage: '由于已成功获取远程配置，{features} 的本地配置已被忽略。',
    },
  },
}
