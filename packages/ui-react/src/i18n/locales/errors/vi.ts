import type { ErrorTranslation } from '../../errorTranslation.js'

// Vietnamese (vi): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}':
      '{capability} không được hỗ trợ trên {namespace}',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': 'Không tìm thấy trình kết nối có ID {connectorId}',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': 'Ví chưa được kết nối',
    // adapter.INVALID_ADDRESS
    'Invalid address': 'Địa chỉ không hợp lệ',
    // adapter.INVALID_AMOUNT
    'Invalid amount': 'Số lượng không hợp lệ',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': 'Mức phí không hợp lệ',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': 'Chữ ký không hợp lệ',
    // adapter.INVALID_MEMO
    'Invalid memo': 'Memo không hợp lệ',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'wallet_sendCalls không hợp lệ: {reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': 'Giao dịch {id} thất bại',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid':
      '{field} của thông điệp đăng nhập không hợp lệ',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain':
      'Thông điệp đăng nhập được tạo cho một tên miền khác',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI':
      'Thông điệp đăng nhập được tạo cho một URI khác',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain':
      'Thông điệp đăng nhập được tạo cho một chuỗi khác',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match': 'Nonce của thông điệp đăng nhập không khớp',
    // caip122.EXPIRED
    'The sign-in message has expired': 'Thông điệp đăng nhập đã hết hạn',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': 'Thông điệp đăng nhập chưa có hiệu lực',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      'Chữ ký không phải do tài khoản trong thông điệp đăng nhập tạo ra',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'ID mạng CAIP-2 không hợp lệ',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'Địa chỉ CAIP không hợp lệ',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'Cấu hình Latch không hợp lệ: {issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      'Tính năng {feature} chưa được bật: hãy đặt features.{feature} thành true',
    // connection.MODAL_CLOSED
    'Modal closed': 'Đã đóng hộp thoại',
    // connection.CONNECTION_REJECTED
    'Connection rejected': 'Kết nối bị từ chối',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': 'Không thể kết nối',
    // connection.POPUP_CLOSED
    'Popup closed': 'Đã đóng cửa sổ bật lên',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection': 'Không thể bắt đầu kết nối qua mạng xã hội',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': 'Không thể kết nối với Farcaster',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': 'Không tìm thấy trình kết nối xác thực',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': 'Chưa kết nối bằng email hoặc mạng xã hội',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': 'Không thể ngắt kết nối',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': 'Không tìm thấy trình kết nối cho kết nối này',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': 'Trạng thái kết nối không hợp lệ',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': 'Không thể ngắt kết nối các chuỗi: {reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': 'Địa chỉ email không hợp lệ',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': 'Nguồn gốc không được phép',
    // frame.REQUEST_FAILED
    'An error occurred': 'Đã xảy ra lỗi',
    // frame.RPC_ABORTED
    'Request was aborted': 'Yêu cầu đã bị hủy',
    // frame.ABORTED
    'Something went wrong': 'Đã có sự cố xảy ra',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': 'Yêu cầu tới ví nhúng đã hết thời gian chờ',
    // frame.INVALID_MESSAGE
    'Invalid input': 'Dữ liệu nhập không hợp lệ',
    // frame.IFRAME_NOT_SET
    'iframe is not set': 'Chưa thiết lập iframe',
    // frame.PARENT_NOT_SET
    'parent is not set': 'Chưa thiết lập parent',
    // frame.LOAD_FAILED
    'Unable to load email login dependency':
      'Không thể tải thành phần cần cho đăng nhập bằng email',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': 'Tên miền chưa được xác minh',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': 'Lệnh gọi RPC được yêu cầu không được phép',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': 'Người dùng đã từ chối yêu cầu.',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': 'Vui lòng thử lại sau {seconds} giây',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'Yêu cầu HTTP thất bại với mã trạng thái {status}',
    // http.RATE_LIMITED
    'Rate limited': 'Quá nhiều yêu cầu',
    // http.SERVER_ERROR
    'Server error': 'Lỗi máy chủ',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': 'Chưa thiết lập client cho NetworkController',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': 'Chưa thiết lập client cho ConnectionController',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains':
      'Trình kết nối không hỗ trợ chuỗi nào trong các chuỗi được yêu cầu',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': 'Không gian tên chuỗi không được hỗ trợ',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist":
      'Không có adapter cho không gian tên {namespace}',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options':
      'Không thể đặt cùng lúc cả hai tùy chọn `siweConfig` và `siwx`',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': 'Chuỗi không được hỗ trợ',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': 'Không tìm thấy WalletConnectConnector',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'Latch vẫn đang tải: hãy gọi await latch.preload() trước khi dùng các actor',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}':
      'Latch không thể tải các máy trạng thái của mình: {reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': 'Client Latch này đã bị hủy',
    // internal.NOT_PROVIDED
    '{name} is not provided': 'Chưa cung cấp {name}',
    // name.RESOLVE_FAILED
    'Error resolving name': 'Lỗi khi phân giải tên',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': 'Lỗi khi lấy gợi ý tên',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': 'Lỗi khi lấy tên cho địa chỉ',
    // name.REGISTER_FAILED
    'Error registering name': 'Lỗi khi đăng ký tên',
    // name.NETWORK_NOT_FOUND
    'Network not found': 'Không tìm thấy mạng',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found': 'Không tìm thấy địa chỉ hoặc trình kết nối xác thực',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': 'chainId không hợp lệ cho loại coin',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required': 'Cần nhập số lượng và địa chỉ người nhận',
    // send.TOKEN_REQUIRED
    'A token is required': 'Cần chọn một token',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': 'Chuỗi không được hỗ trợ',
    // send.TRANSFER_FAILED
    'Failed to send': 'Không thể gửi',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      'Đăng nhập cần biết trang mà nó đang chạy: hãy truyền `page` khi không có window.location',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}':
      'Không thể kết nối tới máy chủ đăng nhập tại {url}',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      'Máy chủ đăng nhập tại {url} không phản hồi trong vòng {ms} ms',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}':
      'Máy chủ đăng nhập đã từ chối yêu cầu: {reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      'Máy chủ đăng nhập tại {url} trả về phản hồi không mong đợi',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': 'Phản hồi không mong đợi từ {url}',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': 'Không có phản hồi từ {url} trong vòng {ms} ms',
    // service.NETWORK
    'Could not reach {url}': 'Không thể kết nối tới {url}',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': 'Lỗi khi ký thông điệp',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication':
      'Đã xảy ra sự cố khi khởi tạo xác thực',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'SIWX chưa được bật',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': 'Không tìm thấy ActiveCaipAddress',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': 'Mạng không được hỗ trợ cho giá gas',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': 'Mạng không được hỗ trợ cho hoán đổi',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': 'Không đủ thanh khoản',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      'Giá đã biến động vượt quá mức trượt giá cho phép của bạn. Hãy xem báo giá mới và thử lại.',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': 'Hoán đổi thất bại trên chuỗi',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': 'Hành động không được phép',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': 'Yêu cầu bị từ chối',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': 'Số dư token không khả dụng',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': 'Không thể tải giao dịch',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Không tìm thấy mạng',
      longMessage:
        'Mạng phải có trong danh sách `networks` trong cấu hình Latch của bạn: hãy thêm mạng đó vào trước.',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: 'Nguồn gốc không được phép',
      longMessage:
        'Nguồn gốc của trang này không nằm trong danh sách nguồn gốc được phép của dự án: hãy thêm nó vào cấu hình dự án.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Lỗi mạng - không thể tải ví nhúng',
      longMessage: 'Đã xảy ra sự cố khi tải ví nhúng. Vui lòng thử lại sau.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'Yêu cầu tới ví nhúng đã hết thời gian chờ',
      longMessage: 'Ví nhúng không phản hồi kịp thời (iframe_request_timeout). Vui lòng thử lại.',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: 'Lỗi mạng - không thể tải Latch',
      longMessage: 'Đã xảy ra sự cố khi tải cửa sổ ví. Vui lòng thử lại.',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: 'Tên miền chưa được xác minh',
      longMessage: 'Không thể tải ví nhúng vì tên miền này chưa được xác minh cho dự án.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Phiên đã hết hạn',
      longMessage:
        'Phiên không hợp lệ: hãy kiểm tra cài đặt thời gian của thiết bị này và kết nối lại.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'ID dự án không hợp lệ',
      longMessage: 'ID dự án không hợp lệ: hãy kiểm tra `projectId` trong cấu hình Latch của bạn.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'Chưa cấu hình ID dự án',
      longMessage: 'Hãy đặt `projectId` trong cấu hình Latch của bạn.',
    },
    SERVER_ERROR: {
      shortMessage: 'Lỗi máy chủ',
      longMessage: 'Không thể lấy cấu hình ứng dụng.',
    },
    RATE_LIMITED: {
      shortMessage: 'Quá nhiều yêu cầu',
      longMessage: 'Có quá nhiều yêu cầu lấy cấu hình ứng dụng: vui lòng thử lại sau ít phút.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Cấu hình ứng dụng không hợp lệ',
      longMessage:
        'Không tìm thấy nguồn gốc của trang này trong danh sách cho phép của dự án: hãy cập nhật cấu hình dự án.',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: 'Chưa bật tính năng đa ví',
      longMessage: 'Dự án này chưa bật tính năng kết nối nhiều ví cùng lúc.',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: 'Đã bỏ qua cấu hình cục bộ',
      longMessage:
        'Cấu hình cục bộ của bạn cho {features} đã bị bỏ qua vì cấu hình từ xa đã được tải thành công.',
    },
  },
}
