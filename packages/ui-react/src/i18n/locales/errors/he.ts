import type { ErrorTranslation } from '../../errorTranslation.js'

// Hebrew (he): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}': '{capability} לא נתמך ב-{namespace}',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': 'לא נמצא מחבר עם המזהה {connectorId}',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': 'הארנק לא מחובר',
    // adapter.INVALID_ADDRESS
    'Invalid address': 'כתובת לא תקינה',
    // adapter.INVALID_AMOUNT
    'Invalid amount': 'סכום לא תקין',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': 'שיעור עמלה לא תקין',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': 'חתימה לא תקינה',
    // adapter.INVALID_MEMO
    'Invalid memo': 'הערה (memo) לא תקינה',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'קריאת wallet_sendCalls לא תקינה: {reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': 'העסקה {id} נכשלה',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid': 'השדה {field} בהודעת הכניסה לא תקין',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain': 'הודעת הכניסה נוצרה עבור דומיין אחר',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI': 'הודעת הכניסה נוצרה עבור URI אחר',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain': 'הודעת הכניסה נוצרה עבור שרשרת אחרת',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match': 'ה-nonce של הודעת הכניסה לא תואם',
    // caip122.EXPIRED
    'The sign-in message has expired': 'התוקף של הודעת הכניסה פג',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': 'הודעת הכניסה עדיין לא בתוקף',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      'החתימה לא נוצרה על ידי החשבון שמופיע בהודעת הכניסה',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'מזהה רשת CAIP-2 לא תקין',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'כתובת CAIP לא תקינה',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'הגדרות Latch לא תקינות: {issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      'התכונה {feature} לא מופעלת: יש להגדיר את features.{feature} ל-true',
    // connection.MODAL_CLOSED
    'Modal closed': 'החלון נסגר',
    // connection.CONNECTION_REJECTED
    'Connection rejected': 'החיבור נדחה',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': 'החיבור נכשל',
    // connection.POPUP_CLOSED
    'Popup closed': 'החלון הקופץ נסגר',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection': 'לא ניתן היה להתחיל את החיבור עם רשת חברתית',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': 'החיבור ל-Farcaster נכשל',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': 'לא נמצא מחבר אימות',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': 'אין חיבור דרך אימייל או רשת חברתית',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': 'הניתוק נכשל',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': 'לא נמצא מחבר עבור החיבור',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': 'מצב חיבור לא תקין',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': 'הניתוק מהשרשראות נכשל: {reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': 'כתובת אימייל לא תקינה',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': 'מקור לא מורשה',
    // frame.REQUEST_FAILED
    'An error occurred': 'אירעה שגיאה',
    // frame.RPC_ABORTED
    'Request was aborted': 'הבקשה בוטלה',
    // frame.ABORTED
    'Something went wrong': 'משהו השתבש',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': 'פג הזמן של הבקשה לארנק המוטמע',
    // frame.INVALID_MESSAGE
    'Invalid input': 'קלט לא תקין',
    // frame.IFRAME_NOT_SET
    'iframe is not set': 'ה-iframe לא הוגדר',
    // frame.PARENT_NOT_SET
    'parent is not set': 'חלון האב (parent) לא הוגדר',
    // frame.LOAD_FAILED
    'Unable to load email login dependency': 'לא ניתן היה לטעון רכיב שנדרש לכניסה עם אימייל',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': 'דומיין לא מאומת',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': 'קריאת ה-RPC המבוקשת אסורה',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': 'המשתמש דחה את הבקשה.',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': 'יש לנסות שוב בעוד {seconds} שניות',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'בקשת ה-HTTP נכשלה עם סטטוס {status}',
    // http.RATE_LIMITED
    'Rate limited': 'יותר מדי בקשות',
    // http.SERVER_ERROR
    'Server error': 'שגיאת שרת',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': 'הלקוח של NetworkController לא הוגדר',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': 'הלקוח של ConnectionController לא הוגדר',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains':
      'המחבר לא תומך באף אחת מהשרשראות המבוקשות',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': 'מרחב שמות של שרשרת לא נתמך',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist": 'לא קיים מתאם עבור מרחב השמות {namespace}',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options':
      'לא ניתן להגדיר את האפשרויות `siweConfig` ו-`siwx` יחד',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': 'השרשרת לא נתמכת',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': 'WalletConnectConnector לא נמצא',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'Latch עדיין בטעינה: יש לבצע await latch.preload() לפני השימוש ב-actors',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}':
      'Latch לא הצליח לטעון את מכונות המצבים שלו: {reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': 'הלקוח הזה של Latch כבר הושמד',
    // internal.NOT_PROVIDED
    '{name} is not provided': '{name} לא סופק',
    // name.RESOLVE_FAILED
    'Error resolving name': 'שגיאה בפענוח השם',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': 'שגיאה בקבלת הצעות לשמות',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': 'שגיאה בקבלת השמות של הכתובת',
    // name.REGISTER_FAILED
    'Error registering name': 'שגיאה ברישום השם',
    // name.NETWORK_NOT_FOUND
    'Network not found': 'הרשת לא נמצאה',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found': 'הכתובת או מחבר האימות לא נמצאו',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': 'chainId לא תקין עבור סוג המטבע',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required': 'נדרשים סכום וכתובת נמען',
    // send.TOKEN_REQUIRED
    'A token is required': 'נדרש טוקן',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': 'שרשרת לא נתמכת',
    // send.TRANSFER_FAILED
    'Failed to send': 'השליחה נכשלה',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      'לכניסה נדרש הדף שבו היא פועלת: יש להעביר את `page` כשאין window.location',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}': 'לא ניתן היה להגיע לשרת הכניסה בכתובת {url}',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      'שרת הכניסה בכתובת {url} לא ענה תוך {ms} ms',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}': 'שרת הכניסה דחה את הבקשה: {reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      'שרת הכניסה בכתובת {url} החזיר תשובה לא צפויה',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': 'תשובה לא צפויה מ-{url}',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': 'אין תשובה מ-{url} תוך {ms} ms',
    // service.NETWORK
    'Could not reach {url}': 'לא ניתן היה להגיע אל {url}',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': 'שגיאה בחתימה על ההודעה',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication': 'אירעה בעיה בהפעלת האימות',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'SIWX לא מופעל',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': 'לא נמצא ActiveCaipAddress',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': 'הרשת לא נתמכת עבור מחיר הגז',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': 'הרשת לא נתמכת עבור המרות',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': 'אין מספיק נזילות',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      'המחיר השתנה מעבר לסבילות ההחלקה שלך. יש לבדוק את הצעת המחיר החדשה ולנסות שוב.',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': 'ההמרה נכשלה בשרשרת',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': 'הפעולה אסורה',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': 'הבקשה נדחתה',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': 'יתרת הטוקן לא זמינה',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': 'לא ניתן היה לטעון את העסקאות',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'הרשת לא נמצאה',
      longMessage:
        'הרשת צריכה להופיע ברשימה `networks` בהגדרות Latch שלך: יש להוסיף אותה לשם קודם.',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: 'מקור לא מורשה',
      longMessage:
        'המקור של הדף הזה לא נמצא ברשימת המקורות המורשים של הפרויקט: יש להוסיף אותו להגדרות הפרויקט.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'שגיאת רשת – לא ניתן היה לטעון את הארנק המוטמע',
      longMessage: 'הייתה בעיה בטעינת הארנק המוטמע. יש לנסות שוב מאוחר יותר.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'פג הזמן של הבקשה לארנק המוטמע',
      longMessage: 'הארנק המוטמע לא ענה בזמן (iframe_request_timeout). יש לנסות שוב.',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: 'שגיאת רשת – לא ניתן היה לטעון את Latch',
      longMessage: 'הייתה בעיה בטעינת חלון הארנק. יש לנסות שוב.',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: 'דומיין לא מאומת',
      longMessage: 'לא ניתן היה לטעון את הארנק המוטמע כי הדומיין הזה לא מאומת עבור הפרויקט.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'תוקף הסשן פג',
      longMessage: 'הסשן לא תקף: יש לבדוק את הגדרות השעה במכשיר הזה ולהתחבר שוב.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'מזהה פרויקט לא תקין',
      longMessage: 'מזהה הפרויקט לא תקין: יש לבדוק את `projectId` בהגדרות Latch שלך.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'מזהה הפרויקט לא הוגדר',
      longMessage: 'יש להגדיר את `projectId` בהגדרות Latch שלך.',
    },
    SERVER_ERROR: {
      shortMessage: 'שגיאת שרת',
      longMessage: 'לא ניתן היה לקבל את הגדרות האפליקציה.',
    },
    RATE_LIMITED: {
      shortMessage: 'יותר מדי בקשות',
      longMessage: 'נשלחו יותר מדי בקשות להגדרות האפליקציה: יש לנסות שוב בעוד רגע.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'הגדרות אפליקציה לא תקינות',
      longMessage:
        'המקור של הדף הזה לא נמצא ברשימת ההיתרים של הפרויקט: יש לעדכן את הגדרות הפרויקט.',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: 'ריבוי ארנקים לא מופעל',
      longMessage: 'חיבור של כמה ארנקים בו-זמנית לא מופעל בפרויקט הזה.',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: 'ההגדרות המקומיות לא הוחלו',
      longMessage:
        'ההגדרות המקומיות שלך עבור {features} לא הוחלו, כי התקבלו בהצלחה הגדרות מרוחקות.',
    },
  },
}
