import type { ErrorTranslation } from '../../errorTranslation.js'

// Indonesian (id): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}': '{capability} tidak didukung di {namespace}',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': 'Konektor dengan ID {connectorId} tidak ditemukan',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': 'Dompet tidak terhubung',
    // adapter.INVALID_ADDRESS
    'Invalid address': 'Alamat tidak valid',
    // adapter.INVALID_AMOUNT
    'Invalid amount': 'Jumlah tidak valid',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': 'Tarif biaya tidak valid',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': 'Tanda tangan tidak valid',
    // adapter.INVALID_MEMO
    'Invalid memo': 'Memo tidak valid',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'wallet_sendCalls tidak valid: {reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': 'Transaksi {id} gagal',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid': '{field} pada pesan sign-in tidak valid',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain': 'Pesan sign-in dibuat untuk domain lain',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI': 'Pesan sign-in dibuat untuk URI lain',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain': 'Pesan sign-in dibuat untuk chain lain',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match': 'Nonce pada pesan sign-in tidak cocok',
    // caip122.EXPIRED
    'The sign-in message has expired': 'Pesan sign-in sudah kedaluwarsa',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': 'Pesan sign-in belum berlaku',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      'Tanda tangan tidak dibuat oleh akun yang ada di pesan sign-in',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'ID jaringan CAIP-2 tidak valid',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'Alamat CAIP tidak valid',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'Konfigurasi Latch tidak valid: {issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      'Fitur {feature} tidak diaktifkan: setel features.{feature} ke true',
    // connection.MODAL_CLOSED
    'Modal closed': 'Jendela modal ditutup',
    // connection.CONNECTION_REJECTED
    'Connection rejected': 'Koneksi ditolak',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': 'Gagal terhubung',
    // connection.POPUP_CLOSED
    'Popup closed': 'Pop-up ditutup',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection': 'Gagal memulai koneksi media sosial',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': 'Gagal terhubung ke Farcaster',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': 'Konektor autentikasi tidak ditemukan',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': 'Tidak terhubung melalui email atau media sosial',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': 'Gagal memutuskan koneksi',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': 'Konektor untuk koneksi tidak ditemukan',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': 'Status koneksi tidak valid',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': 'Gagal memutuskan koneksi chain: {reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': 'Alamat email tidak valid',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': 'Origin tidak diizinkan',
    // frame.REQUEST_FAILED
    'An error occurred': 'Terjadi kesalahan',
    // frame.RPC_ABORTED
    'Request was aborted': 'Permintaan dibatalkan',
    // frame.ABORTED
    'Something went wrong': 'Ada yang tidak beres',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': 'Waktu permintaan ke dompet tertanam habis',
    // frame.INVALID_MESSAGE
    'Invalid input': 'Input tidak valid',
    // frame.IFRAME_NOT_SET
    'iframe is not set': 'iframe belum disetel',
    // frame.PARENT_NOT_SET
    'parent is not set': 'parent belum disetel',
    // frame.LOAD_FAILED
    'Unable to load email login dependency': 'Tidak dapat memuat komponen untuk masuk dengan email',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': 'Domain belum diverifikasi',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': 'Panggilan RPC yang diminta tidak diizinkan',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': 'Pengguna menolak permintaan.',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': 'Coba lagi setelah {seconds} detik',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'Permintaan HTTP gagal dengan status {status}',
    // http.RATE_LIMITED
    'Rate limited': 'Terlalu banyak permintaan',
    // http.SERVER_ERROR
    'Server error': 'Kesalahan server',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': 'Klien NetworkController belum disetel',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': 'Klien ConnectionController belum disetel',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains':
      'Konektor tidak mendukung satu pun chain yang diminta',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': 'Namespace chain tidak didukung',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist":
      'Adaptor untuk namespace {namespace} tidak ada',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options':
      'Opsi `siweConfig` dan `siwx` tidak dapat disetel bersamaan',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': 'Chain tidak didukung',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': 'WalletConnectConnector tidak ditemukan',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'Latch masih memuat: jalankan await latch.preload() sebelum menggunakan actor',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}':
      'Latch tidak dapat memuat state machine-nya: {reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': 'Klien Latch ini sudah dihancurkan',
    // internal.NOT_PROVIDED
    '{name} is not provided': '{name} tidak disediakan',
    // name.RESOLVE_FAILED
    'Error resolving name': 'Terjadi kesalahan saat me-resolve nama',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': 'Terjadi kesalahan saat mengambil saran nama',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': 'Terjadi kesalahan saat mengambil nama untuk alamat',
    // name.REGISTER_FAILED
    'Error registering name': 'Terjadi kesalahan saat mendaftarkan nama',
    // name.NETWORK_NOT_FOUND
    'Network not found': 'Jaringan tidak ditemukan',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found': 'Alamat atau konektor autentikasi tidak ditemukan',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': 'chainId tidak valid untuk jenis koin',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required': 'Jumlah dan alamat penerima wajib diisi',
    // send.TOKEN_REQUIRED
    'A token is required': 'Token wajib dipilih',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': 'Chain tidak didukung',
    // send.TRANSFER_FAILED
    'Failed to send': 'Gagal mengirim',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      'Proses masuk memerlukan halaman tempatnya berjalan: teruskan `page` jika window.location tidak tersedia',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}': 'Tidak dapat menjangkau server sign-in di {url}',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      'Server sign-in di {url} tidak menjawab dalam {ms} ms',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}':
      'Server sign-in menolak permintaan: {reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      'Server sign-in di {url} memberikan jawaban yang tidak terduga',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': 'Respons tidak terduga dari {url}',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': 'Tidak ada respons dari {url} dalam {ms} ms',
    // service.NETWORK
    'Could not reach {url}': 'Tidak dapat menjangkau {url}',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': 'Terjadi kesalahan saat menandatangani pesan',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication':
      'Terjadi masalah saat memulai autentikasi',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'SIWX tidak diaktifkan',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': 'ActiveCaipAddress tidak ditemukan',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': 'Jaringan tidak didukung untuk harga gas',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': 'Jaringan tidak didukung untuk penukaran',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': 'Likuiditas tidak mencukupi',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      'Harga bergerak melebihi toleransi slippage Anda. Tinjau penawaran harga yang baru, lalu coba lagi.',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': 'Penukaran gagal di chain',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': 'Tindakan tidak diizinkan',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': 'Permintaan ditolak',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': 'Saldo token tidak tersedia',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': 'Gagal memuat transaksi',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Jaringan tidak ditemukan',
      longMessage:
        'Jaringan harus ada di daftar `networks` dalam konfigurasi Latch Anda: tambahkan di sana terlebih dahulu.',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: 'Origin tidak diizinkan',
      longMessage:
        'Origin halaman ini tidak termasuk origin yang diizinkan untuk proyek: tambahkan ke konfigurasi proyek.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Kesalahan jaringan - tidak dapat memuat dompet tertanam',
      longMessage: 'Terjadi masalah saat memuat dompet tertanam. Coba lagi nanti.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'Waktu permintaan ke dompet tertanam habis',
      longMessage:
        'Dompet tertanam tidak menjawab tepat waktu (iframe_request_timeout). Coba lagi.',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: 'Kesalahan jaringan - tidak dapat memuat Latch',
      longMessage: 'Terjadi masalah saat memuat jendela dompet. Coba lagi.',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: 'Domain belum diverifikasi',
      longMessage:
        'Dompet tertanam tidak dapat dimuat karena domain ini belum diverifikasi untuk proyek.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Sesi kedaluwarsa',
      longMessage:
        'Sesi tidak valid: periksa pengaturan waktu di perangkat ini, lalu hubungkan lagi.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'ID proyek tidak valid',
      longMessage: 'ID proyek tidak valid: periksa `projectId` dalam konfigurasi Latch Anda.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'ID proyek belum dikonfigurasi',
      longMessage: 'Setel `projectId` dalam konfigurasi Latch Anda.',
    },
    SERVER_ERROR: {
      shortMessage: 'Kesalahan server',
      longMessage: 'Gagal mengambil konfigurasi aplikasi.',
    },
    RATE_LIMITED: {
      shortMessage: 'Terlalu banyak permintaan',
      longMessage: 'Terlalu banyak permintaan untuk konfigurasi aplikasi: coba lagi sebentar lagi.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Konfigurasi aplikasi tidak valid',
      longMessage:
        'Origin halaman ini tidak ditemukan di daftar izin proyek: perbarui konfigurasi proyek.',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: 'Multi-dompet tidak diaktifkan',
      longMessage: 'Menghubungkan beberapa dompet sekaligus tidak diaktifkan untuk proyek ini.',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: 'Konfigurasi lokal diabaikan',
      longMessage:
        'Konfigurasi lokal Anda untuk {features} diabaikan karena konfigurasi jarak jauh berhasil diambil.',
    },
  },
}
