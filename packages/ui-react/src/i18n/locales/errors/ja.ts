import type { ErrorTranslation } from '../../errorTranslation.js'

// Japanese (ja): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}': '{namespace}では{capability}に対応していません',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': 'ID {connectorId} のコネクターが見つかりません',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': 'ウォレットが接続されていません',
    // adapter.INVALID_ADDRESS
    'Invalid address': 'アドレスが無効です',
    // adapter.INVALID_AMOUNT
    'Invalid amount': '金額が無効です',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': '手数料率が無効です',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': '署名が無効です',
    // adapter.INVALID_MEMO
    'Invalid memo': 'メモが無効です',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'wallet_sendCallsが無効です: {reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': 'トランザクション {id} が失敗しました',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid': 'サインインメッセージの{field}が無効です',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain':
      'このサインインメッセージは別のドメイン用に作成されています',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI':
      'このサインインメッセージは別のURI用に作成されています',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain':
      'このサインインメッセージは別のチェーン用に作成されています',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match': 'サインインメッセージのノンスが一致しません',
    // caip122.EXPIRED
    'The sign-in message has expired': 'サインインメッセージの有効期限が切れています',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': 'サインインメッセージはまだ有効になっていません',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      'この署名は、サインインメッセージに記載されたアカウントによるものではありません',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'CAIP-2ネットワークIDが無効です',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'CAIPアドレスが無効です',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'Latchの設定が無効です: {issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      '{feature}機能が有効になっていません。features.{feature} を true に設定してください',
    // connection.MODAL_CLOSED
    'Modal closed': 'モーダルが閉じられました',
    // connection.CONNECTION_REJECTED
    'Connection rejected': '接続が拒否されました',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': '接続できませんでした',
    // connection.POPUP_CLOSED
    'Popup closed': 'ポップアップが閉じられました',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection': 'ソーシャルログインを開始できませんでした',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': 'Farcasterに接続できませんでした',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': '認証コネクターが見つかりません',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social':
      'メールアドレスまたはソーシャルアカウントで接続されていません',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': '接続を解除できませんでした',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': '接続に対応するコネクターが見つかりません',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': '接続状態が無効です',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': 'チェーンの接続を解除できませんでした: {reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': 'メールアドレスが無効です',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': '許可されていないオリジンです',
    // frame.REQUEST_FAILED
    'An error occurred': 'エラーが発生しました',
    // frame.RPC_ABORTED
    'Request was aborted': 'リクエストが中止されました',
    // frame.ABORTED
    'Something went wrong': '問題が発生しました',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': '埋め込みウォレットのリクエストがタイムアウトしました',
    // frame.INVALID_MESSAGE
    'Invalid input': '入力内容が無効です',
    // frame.IFRAME_NOT_SET
    'iframe is not set': 'iframeが設定されていません',
    // frame.PARENT_NOT_SET
    'parent is not set': '親フレームが設定されていません',
    // frame.LOAD_FAILED
    'Unable to load email login dependency':
      'メールログインに必要なコンポーネントを読み込めませんでした',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': '未確認のドメインです',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': 'リクエストされたRPC呼び出しは許可されていません',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': 'ユーザーがリクエストを拒否しました。',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': '{seconds}秒後にもう一度お試しください',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}':
      'HTTPリクエストが失敗しました（ステータス {status}）',
    // http.RATE_LIMITED
    'Rate limited': 'リクエストが多すぎます',
    // http.SERVER_ERROR
    'Server error': 'サーバーエラーが発生しました',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': 'NetworkControllerのクライアントが設定されていません',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': 'ConnectionControllerのクライアントが設定されていません',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains':
      'このコネクターは、リクエストされたどのチェーンにも対応していません',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': '非対応のチェーン名前空間です',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist":
      '名前空間 {namespace} のアダプターがありません',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options':
      '`siweConfig` と `siwx` のオプションは同時に設定できません',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': 'このチェーンには対応していません',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': 'WalletConnectConnectorが見つかりません',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'Latchはまだ読み込み中です。アクターを使う前に latch.preload() を await してください',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}':
      'Latchのステートマシンを読み込めませんでした: {reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': 'このLatchクライアントは破棄されています',
    // internal.NOT_PROVIDED
    '{name} is not provided': '{name}が指定されていません',
    // name.RESOLVE_FAILED
    'Error resolving name': '名前を解決できませんでした',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': '名前の候補を取得できませんでした',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': 'アドレスの名前を取得できませんでした',
    // name.REGISTER_FAILED
    'Error registering name': '名前を登録できませんでした',
    // name.NETWORK_NOT_FOUND
    'Network not found': 'ネットワークが見つかりません',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found': 'アドレスまたは認証コネクターが見つかりません',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': 'コインタイプに対するchainIdが無効です',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required': '金額と送金先アドレスを入力してください',
    // send.TOKEN_REQUIRED
    'A token is required': 'トークンを選択してください',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': '非対応のチェーンです',
    // send.TRANSFER_FAILED
    'Failed to send': '送金できませんでした',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      'サインインには実行中のページの情報が必要です。window.location がない環境では `page` を渡してください',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}':
      'サインインサーバー（{url}）に接続できませんでした',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      'サインインサーバー（{url}）から{ms} ms以内に応答がありませんでした',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}':
      'サインインサーバーがリクエストを拒否しました: {reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      'サインインサーバー（{url}）から予期しない応答がありました',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': '{url} から予期しない応答がありました',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': '{url} から{ms} ms以内に応答がありませんでした',
    // service.NETWORK
    'Could not reach {url}': '{url} に接続できませんでした',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': 'メッセージに署名できませんでした',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication':
      '認証の初期化中に問題が発生しました',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'SIWXが有効になっていません',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': 'ActiveCaipAddressが見つかりません',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': 'このネットワークではガス価格を取得できません',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': 'このネットワークはスワップに対応していません',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': '流動性が不足しています',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      '価格が許容スリッページを超えて変動しました。新しい見積もりを確認して、もう一度お試しください。',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': 'スワップがオンチェーンで失敗しました',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': 'この操作は許可されていません',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': 'リクエストが拒否されました',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': 'トークン残高を取得できません',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': 'トランザクションを取得できませんでした',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'ネットワークが見つかりません',
      longMessage:
        'ネットワークはLatchの設定の `networks` リストに含まれている必要があります。先にそちらに追加してください。',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: '許可されていないオリジンです',
      longMessage:
        'このページのオリジンは、プロジェクトで許可されたオリジンに含まれていません。プロジェクトの設定に追加してください。',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'ネットワークエラー - 埋め込みウォレットを読み込めませんでした',
      longMessage:
        '埋め込みウォレットの読み込み中に問題が発生しました。しばらくしてからもう一度お試しください。',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: '埋め込みウォレットのリクエストがタイムアウトしました',
      longMessage:
        '埋め込みウォレットが時間内に応答しませんでした（iframe_request_timeout）。もう一度お試しください。',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: 'ネットワークエラー - Latchを読み込めませんでした',
      longMessage: 'ウォレットのモーダルの読み込み中に問題が発生しました。もう一度お試しください。',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: '未確認のドメインです',
      longMessage:
        'このドメインはプロジェクトで確認されていないため、埋め込みウォレットを読み込めませんでした。',
    },
    SESSION_EXPIRED: {
      shortMessage: 'セッションの有効期限が切れました',
      longMessage:
        'セッションが無効です。このデバイスの日時設定を確認して、もう一度接続してください。',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'プロジェクトIDが無効です',
      longMessage: 'プロジェクトIDが無効です。Latchの設定の `projectId` を確認してください。',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'プロジェクトIDが設定されていません',
      longMessage: 'Latchの設定で `projectId` を指定してください。',
    },
    SERVER_ERROR: {
      shortMessage: 'サーバーエラー',
      longMessage: 'アプリの設定を取得できませんでした。',
    },
    RATE_LIMITED: {
      shortMessage: 'リクエストが多すぎます',
      longMessage:
        'アプリの設定へのリクエストが多すぎます。しばらくしてからもう一度お試しください。',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'アプリの設定が無効です',
      longMessage:
        'このページのオリジンがプロジェクトの許可リストにありません。プロジェクトの設定を更新してください。',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: 'マルチウォレットが有効になっていません',
      longMessage: 'このプロジェクトでは、複数のウォレットの同時接続が有効になっていません。',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: 'ローカル設定は無視されました',
      longMessage: 'リモート設定を取得できたため、{features}のローカル設定は無視されました。',
    },
  },
}
