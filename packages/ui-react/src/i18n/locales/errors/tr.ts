import type { ErrorTranslation } from '../../errorTranslation.js'

// Turkish (tr): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}':
      '{capability}, {namespace} üzerinde desteklenmiyor',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': 'ID’si {connectorId} olan bağlayıcı bulunamadı',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': 'Cüzdan bağlı değil',
    // adapter.INVALID_ADDRESS
    'Invalid address': 'Geçersiz adres',
    // adapter.INVALID_AMOUNT
    'Invalid amount': 'Geçersiz tutar',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': 'Geçersiz ücret oranı',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': 'Geçersiz imza',
    // adapter.INVALID_MEMO
    'Invalid memo': 'Geçersiz memo',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'Geçersiz wallet_sendCalls: {reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': '{id} işlemi başarısız oldu',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid': 'Giriş mesajındaki {field} geçersiz',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain':
      'Giriş mesajı başka bir alan adı için oluşturulmuş',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI': 'Giriş mesajı başka bir URI için oluşturulmuş',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain':
      'Giriş mesajı başka bir zincir için oluşturulmuş',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match': 'Giriş mesajındaki nonce eşleşmiyor',
    // caip122.EXPIRED
    'The sign-in message has expired': 'Giriş mesajının süresi doldu',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': 'Giriş mesajı henüz geçerli değil',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      'İmza, giriş mesajındaki hesap tarafından atılmamış',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'Geçersiz CAIP-2 ağ ID’si',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'Geçersiz CAIP adresi',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'Geçersiz Latch yapılandırması: {issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      '{feature} özelliği etkin değil: features.{feature} değerini true yapın',
    // connection.MODAL_CLOSED
    'Modal closed': 'Pencere kapatıldı',
    // connection.CONNECTION_REJECTED
    'Connection rejected': 'Bağlantı reddedildi',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': 'Bağlanılamadı',
    // connection.POPUP_CLOSED
    'Popup closed': 'Açılır pencere kapatıldı',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection': 'Sosyal hesap bağlantısı başlatılamadı',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': 'Farcaster’a bağlanılamadı',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': 'Kimlik doğrulama bağlayıcısı bulunamadı',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': 'E-posta veya sosyal hesapla bağlı değil',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': 'Bağlantı kesilemedi',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': 'Bir bağlantı için bağlayıcı bulunamadı',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': 'Geçersiz bağlantı durumu',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': 'Zincirlerin bağlantısı kesilemedi: {reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': 'Geçersiz e-posta adresi',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': 'İzin verilmeyen kaynak',
    // frame.REQUEST_FAILED
    'An error occurred': 'Bir hata oluştu',
    // frame.RPC_ABORTED
    'Request was aborted': 'İstek iptal edildi',
    // frame.ABORTED
    'Something went wrong': 'Bir sorun oluştu',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': 'Gömülü cüzdan isteği zaman aşımına uğradı',
    // frame.INVALID_MESSAGE
    'Invalid input': 'Geçersiz giriş',
    // frame.IFRAME_NOT_SET
    'iframe is not set': 'iframe ayarlanmadı',
    // frame.PARENT_NOT_SET
    'parent is not set': 'Üst pencere ayarlanmadı',
    // frame.LOAD_FAILED
    'Unable to load email login dependency': 'E-posta ile giriş bileşeni yüklenemedi',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': 'Doğrulanmamış alan adı',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': 'İstenen RPC çağrısına izin verilmiyor',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': 'Kullanıcı isteği reddetti.',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': '{seconds} saniye sonra tekrar deneyin',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'HTTP isteği {status} durum koduyla başarısız oldu',
    // http.RATE_LIMITED
    'Rate limited': 'Çok fazla istek',
    // http.SERVER_ERROR
    'Server error': 'Sunucu hatası',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': 'NetworkController istemcisi ayarlanmadı',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': 'ConnectionController istemcisi ayarlanmadı',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains':
      'Bağlayıcı, istenen zincirlerin hiçbirini desteklemiyor',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': 'Desteklenmeyen zincir ad alanı',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist": '{namespace} ad alanı için adaptör yok',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options':
      '`siweConfig` ve `siwx` seçenekleri birlikte ayarlanamaz',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': 'Zincir desteklenmiyor',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': 'WalletConnectConnector bulunamadı',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'Latch hâlâ yükleniyor: aktörleri kullanmadan önce await latch.preload() çağırın',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}':
      'Latch durum makinelerini yükleyemedi: {reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': 'Bu Latch istemcisi yok edildi',
    // internal.NOT_PROVIDED
    '{name} is not provided': '{name} sağlanmadı',
    // name.RESOLVE_FAILED
    'Error resolving name': 'Ad çözümlenemedi',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': 'Ad önerileri alınamadı',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': 'Adrese ait adlar alınamadı',
    // name.REGISTER_FAILED
    'Error registering name': 'Ad kaydedilemedi',
    // name.NETWORK_NOT_FOUND
    'Network not found': 'Ağ bulunamadı',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found': 'Adres veya kimlik doğrulama bağlayıcısı bulunamadı',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': 'Coin türü için geçersiz chainId',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required': 'Tutar ve alıcı adresi gerekli',
    // send.TOKEN_REQUIRED
    'A token is required': 'Bir token gerekli',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': 'Desteklenmeyen zincir',
    // send.TRANSFER_FAILED
    'Failed to send': 'Gönderilemedi',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      'Giriş, çalıştığı sayfayı bilmelidir: window.location olmayan ortamlarda `page` değerini iletin',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}': '{url} adresindeki giriş sunucusuna ulaşılamadı',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      '{url} adresindeki giriş sunucusu {ms} ms içinde yanıt vermedi',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}': 'Giriş sunucusu isteği reddetti: {reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      '{url} adresindeki giriş sunucusu beklenmedik bir yanıt verdi',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': '{url} adresinden beklenmedik yanıt',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': '{url} adresinden {ms} ms içinde yanıt gelmedi',
    // service.NETWORK
    'Could not reach {url}': '{url} adresine ulaşılamadı',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': 'Mesaj imzalanamadı',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication':
      'Kimlik doğrulama başlatılırken bir sorun oluştu',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'SIWX etkin değil',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': 'ActiveCaipAddress bulunamadı',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': 'Bu ağda gas fiyatı desteklenmiyor',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': 'Bu ağda takas desteklenmiyor',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': 'Yetersiz likidite',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      'Fiyat, kayma toleransınızdan fazla değişti. Yeni fiyat teklifini inceleyip tekrar deneyin.',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': 'Takas zincir üzerinde başarısız oldu',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': 'Bu eyleme izin verilmiyor',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': 'İstek reddedildi',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': 'Token bakiyesi alınamıyor',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': 'İşlemler alınamadı',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Ağ bulunamadı',
      longMessage:
        'Ağın, Latch yapılandırmanızdaki `networks` listesinde olması gerekir: önce oraya ekleyin.',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: 'İzin verilmeyen kaynak',
      longMessage:
        'Bu sayfanın kaynağı, projenin izin verilen kaynakları arasında değil: proje yapılandırmasına ekleyin.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Ağ hatası - Gömülü cüzdan yüklenemedi',
      longMessage: 'Gömülü cüzdan yüklenirken bir sorun oluştu. Lütfen daha sonra tekrar deneyin.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'Gömülü cüzdan isteği zaman aşımına uğradı',
      longMessage:
        'Gömülü cüzdan zamanında yanıt vermedi (iframe_request_timeout). Lütfen tekrar deneyin.',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: 'Ağ hatası - Latch yüklenemedi',
      longMessage: 'Cüzdan penceresi yüklenirken bir sorun oluştu. Lütfen tekrar deneyin.',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: 'Doğrulanmamış alan adı',
      longMessage: 'Bu alan adı proje için doğrulanmadığından gömülü cüzdan yüklenemedi.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Oturum süresi doldu',
      longMessage:
        'Oturum geçersiz: lütfen bu cihazın saat ayarlarını kontrol edip yeniden bağlanın.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'Geçersiz proje ID’si',
      longMessage:
        'Proje ID’si geçerli değil: Latch yapılandırmanızdaki `projectId` değerini kontrol edin.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'Proje ID’si yapılandırılmadı',
      longMessage: 'Latch yapılandırmanızda `projectId` değerini ayarlayın.',
    },
    SERVER_ERROR: {
      shortMessage: 'Sunucu hatası',
      longMessage: 'Uygulama yapılandırması alınamadı.',
    },
    RATE_LIMITED: {
      shortMessage: 'Çok fazla istek',
      longMessage:
        'Uygulama yapılandırması için çok fazla istek gönderildi: lütfen birazdan tekrar deneyin.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Geçersiz uygulama yapılandırması',
      longMessage:
        'Bu sayfanın kaynağı, projenin izin listesinde bulunamadı: proje yapılandırmasını güncelleyin.',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: 'Çoklu cüzdan etkin değil',
      longMessage: 'Bu projede aynı anda birden fazla cüzdan bağlama özelliği etkin değil.',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: 'Yerel yapılandırma yok sayıldı',
      longMessage:
        'Uzak yapılandırma başarıyla alındığı için {features} ile ilgili yerel yapılandırmanız yok sayıldı.',
    },
  },
}
