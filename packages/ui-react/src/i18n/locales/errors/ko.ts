import type { ErrorTranslation } from '../../errorTranslation.js'

// Korean (ko): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}':
      '{namespace}에서는 {capability}을(를) 지원하지 않습니다',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': 'ID가 {connectorId}인 커넥터를 찾을 수 없습니다',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': '지갑이 연결되어 있지 않습니다',
    // adapter.INVALID_ADDRESS
    'Invalid address': '유효하지 않은 주소입니다',
    // adapter.INVALID_AMOUNT
    'Invalid amount': '유효하지 않은 금액입니다',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': '유효하지 않은 수수료율입니다',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': '유효하지 않은 서명입니다',
    // adapter.INVALID_MEMO
    'Invalid memo': '유효하지 않은 메모입니다',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': '유효하지 않은 wallet_sendCalls입니다: {reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': '트랜잭션 {id}이(가) 실패했습니다',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid':
      '로그인 메시지의 {field}이(가) 유효하지 않습니다',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain':
      '이 로그인 메시지는 다른 도메인용으로 작성되었습니다',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI':
      '이 로그인 메시지는 다른 URI용으로 작성되었습니다',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain':
      '이 로그인 메시지는 다른 체인용으로 작성되었습니다',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match': '로그인 메시지의 논스가 일치하지 않습니다',
    // caip122.EXPIRED
    'The sign-in message has expired': '로그인 메시지가 만료되었습니다',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': '로그인 메시지가 아직 유효하지 않습니다',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      '로그인 메시지에 있는 계정이 만든 서명이 아닙니다',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': '유효하지 않은 CAIP-2 네트워크 ID입니다',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': '유효하지 않은 CAIP 주소입니다',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'Latch 설정이 유효하지 않습니다: {issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      '{feature} 기능이 활성화되어 있지 않습니다. features.{feature}을(를) true로 설정하세요',
    // connection.MODAL_CLOSED
    'Modal closed': '모달이 닫혔습니다',
    // connection.CONNECTION_REJECTED
    'Connection rejected': '연결이 거부되었습니다',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': '연결하지 못했습니다',
    // connection.POPUP_CLOSED
    'Popup closed': '팝업이 닫혔습니다',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection': '소셜 로그인을 시작하지 못했습니다',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': 'Farcaster에 연결하지 못했습니다',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': '인증 커넥터를 찾을 수 없습니다',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': '이메일 또는 소셜 계정으로 연결되어 있지 않습니다',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': '연결을 해제하지 못했습니다',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': '연결에 해당하는 커넥터를 찾을 수 없습니다',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': '유효하지 않은 연결 상태입니다',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': '체인 연결을 해제하지 못했습니다: {reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': '유효하지 않은 이메일 주소입니다',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': '허용되지 않은 출처입니다',
    // frame.REQUEST_FAILED
    'An error occurred': '오류가 발생했습니다',
    // frame.RPC_ABORTED
    'Request was aborted': '요청이 중단되었습니다',
    // frame.ABORTED
    'Something went wrong': '문제가 발생했습니다',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': '임베디드 지갑 요청 시간이 초과되었습니다',
    // frame.INVALID_MESSAGE
    'Invalid input': '유효하지 않은 입력입니다',
    // frame.IFRAME_NOT_SET
    'iframe is not set': 'iframe이 설정되지 않았습니다',
    // frame.PARENT_NOT_SET
    'parent is not set': '상위 프레임이 설정되지 않았습니다',
    // frame.LOAD_FAILED
    'Unable to load email login dependency':
      '이메일 로그인에 필요한 구성 요소를 불러오지 못했습니다',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': '확인되지 않은 도메인입니다',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': '요청한 RPC 호출은 허용되지 않습니다',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': '사용자가 요청을 거부했습니다.',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': '{seconds}초 후에 다시 시도하세요',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'HTTP 요청이 실패했습니다(상태 코드 {status})',
    // http.RATE_LIMITED
    'Rate limited': '요청이 너무 많습니다',
    // http.SERVER_ERROR
    'Server error': '서버 오류가 발생했습니다',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': 'NetworkController 클라이언트가 설정되지 않았습니다',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': 'ConnectionController 클라이언트가 설정되지 않았습니다',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains':
      '커넥터가 요청한 체인을 하나도 지원하지 않습니다',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': '지원되지 않는 체인 네임스페이스입니다',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist":
      '네임스페이스 {namespace}에 대한 어댑터가 없습니다',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options':
      '`siweConfig` 옵션과 `siwx` 옵션을 함께 설정할 수 없습니다',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': '지원되지 않는 체인입니다',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': 'WalletConnectConnector를 찾을 수 없습니다',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'Latch를 아직 불러오는 중입니다. 액터를 사용하기 전에 latch.preload()를 await하세요',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}':
      'Latch가 상태 머신을 불러오지 못했습니다: {reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': '이 Latch 클라이언트는 이미 폐기되었습니다',
    // internal.NOT_PROVIDED
    '{name} is not provided': '{name}이(가) 제공되지 않았습니다',
    // name.RESOLVE_FAILED
    'Error resolving name': '이름을 조회하지 못했습니다',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': '추천 이름을 가져오지 못했습니다',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': '주소에 연결된 이름을 가져오지 못했습니다',
    // name.REGISTER_FAILED
    'Error registering name': '이름을 등록하지 못했습니다',
    // name.NETWORK_NOT_FOUND
    'Network not found': '네트워크를 찾을 수 없습니다',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found': '주소 또는 인증 커넥터를 찾을 수 없습니다',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': '코인 유형에 맞지 않는 chainId입니다',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required': '금액과 받는 주소를 입력하세요',
    // send.TOKEN_REQUIRED
    'A token is required': '토큰을 선택하세요',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': '지원되지 않는 체인입니다',
    // send.TRANSFER_FAILED
    'Failed to send': '보내지 못했습니다',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      '로그인하려면 실행 중인 페이지 정보가 필요합니다. window.location이 없는 환경에서는 `page`를 전달하세요',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}': '로그인 서버({url})에 연결할 수 없습니다',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      '로그인 서버({url})가 {ms} ms 안에 응답하지 않았습니다',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}':
      '로그인 서버가 요청을 거부했습니다: {reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      '로그인 서버({url})가 예상하지 못한 응답을 보냈습니다',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': '{url}에서 예상하지 못한 응답을 받았습니다',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': '{url}에서 {ms} ms 안에 응답이 없습니다',
    // service.NETWORK
    'Could not reach {url}': '{url}에 연결할 수 없습니다',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': '메시지에 서명하지 못했습니다',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication':
      '인증을 초기화하는 중 문제가 발생했습니다',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'SIWX가 활성화되어 있지 않습니다',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': 'ActiveCaipAddress를 찾을 수 없습니다',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': '이 네트워크에서는 가스 가격을 지원하지 않습니다',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': '이 네트워크에서는 스왑을 지원하지 않습니다',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': '유동성이 부족합니다',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      '가격이 슬리피지 허용 범위보다 크게 변동했습니다. 새 견적을 확인하고 다시 시도하세요.',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': '스왑이 온체인에서 실패했습니다',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': '허용되지 않는 작업입니다',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': '요청이 거부되었습니다',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': '토큰 잔액을 확인할 수 없습니다',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': '트랜잭션을 불러오지 못했습니다',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: '네트워크를 찾을 수 없음',
      longMessage:
        '네트워크가 Latch 설정의 `networks` 목록에 있어야 합니다. 먼저 목록에 추가하세요.',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: '허용되지 않은 출처',
      longMessage:
        '이 페이지의 출처가 프로젝트에서 허용한 출처 목록에 없습니다. 프로젝트 설정에 추가하세요.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: '네트워크 오류 - 임베디드 지갑을 불러올 수 없음',
      longMessage: '임베디드 지갑을 불러오는 중 문제가 발생했습니다. 잠시 후 다시 시도하세요.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: '임베디드 지갑 요청 시간 초과',
      longMessage:
        '임베디드 지갑이 제시간에 응답하지 않았습니다(iframe_request_timeout). 다시 시도하세요.',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: '네트워크 오류 - Latch를 불러올 수 없음',
      longMessage: '지갑 모달을 불러오는 중 문제가 발생했습니다. 다시 시도하세요.',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: '확인되지 않은 도메인',
      longMessage: '이 도메인이 프로젝트에서 확인되지 않아 임베디드 지갑을 불러올 수 없습니다.',
    },
    SESSION_EXPIRED: {
      shortMessage: '세션 만료',
      longMessage: '세션이 유효하지 않습니다. 이 기기의 시간 설정을 확인한 후 다시 연결하세요.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: '유효하지 않은 프로젝트 ID',
      longMessage: '프로젝트 ID가 유효하지 않습니다. Latch 설정의 `projectId`를 확인하세요.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: '프로젝트 ID가 설정되지 않음',
      longMessage: 'Latch 설정에서 `projectId`를 지정하세요.',
    },
    SERVER_ERROR: {
      shortMessage: '서버 오류',
      longMessage: '앱 설정을 가져오지 못했습니다.',
    },
    RATE_LIMITED: {
      shortMessage: '요청 한도 초과',
      longMessage: '앱 설정 요청이 너무 많습니다. 잠시 후 다시 시도하세요.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: '유효하지 않은 앱 설정',
      longMessage:
        '이 페이지의 출처가 프로젝트의 허용 목록에 없습니다. 프로젝트 설정을 업데이트하세요.',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: '멀티 지갑이 활성화되지 않음',
      longMessage: '이 프로젝트에서는 여러 지갑을 동시에 연결하는 기능이 활성화되어 있지 않습니다.',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: '로컬 설정이 무시됨',
      longMessage: '원격 설정을 가져왔으므로 {features}에 대한 로컬 설정은 무시되었습니다.',
    },
  },
}
