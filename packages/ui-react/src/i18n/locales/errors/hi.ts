import type { ErrorTranslation } from '../../errorTranslation.js'

// Hindi (hi): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}': '{namespace} पर {capability} समर्थित नहीं है',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': 'ID {connectorId} वाला कोई कनेक्टर नहीं मिला',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': 'वॉलेट कनेक्ट नहीं है',
    // adapter.INVALID_ADDRESS
    'Invalid address': 'अमान्य पता',
    // adapter.INVALID_AMOUNT
    'Invalid amount': 'अमान्य राशि',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': 'अमान्य फ़ीस दर',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': 'अमान्य सिग्नेचर',
    // adapter.INVALID_MEMO
    'Invalid memo': 'अमान्य मेमो',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'अमान्य wallet_sendCalls: {reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': 'ट्रांज़ैक्शन {id} विफल रहा',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid': 'साइन-इन मैसेज में {field} मान्य नहीं है',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain':
      'साइन-इन मैसेज किसी दूसरे डोमेन के लिए बनाया गया था',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI': 'साइन-इन मैसेज किसी दूसरे URI के लिए बनाया गया था',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain': 'साइन-इन मैसेज किसी दूसरी चेन के लिए बनाया गया था',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match': 'साइन-इन मैसेज का nonce मेल नहीं खाता',
    // caip122.EXPIRED
    'The sign-in message has expired': 'साइन-इन मैसेज की समय-सीमा खत्म हो गई है',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': 'साइन-इन मैसेज अभी मान्य नहीं है',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      'यह सिग्नेचर साइन-इन मैसेज में दिए गए अकाउंट ने नहीं किया है',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'अमान्य CAIP-2 नेटवर्क ID',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'अमान्य CAIP पता',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'अमान्य Latch कॉन्फ़िगरेशन: {issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      '{feature} फ़ीचर चालू नहीं है: features.{feature} को true पर सेट करें',
    // connection.MODAL_CLOSED
    'Modal closed': 'मोडल बंद हो गया',
    // connection.CONNECTION_REJECTED
    'Connection rejected': 'कनेक्शन अस्वीकार कर दिया गया',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': 'कनेक्ट नहीं हो सका',
    // connection.POPUP_CLOSED
    'Popup closed': 'पॉपअप बंद हो गया',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection': 'सोशल कनेक्शन शुरू नहीं हो सका',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': 'Farcaster से कनेक्ट नहीं हो सका',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': 'कोई ऑथ कनेक्टर नहीं मिला',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': 'ईमेल या सोशल लॉगिन से कनेक्ट नहीं है',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': 'डिस्कनेक्ट नहीं हो सका',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': 'कनेक्शन के लिए कोई कनेक्टर नहीं मिला',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': 'अमान्य कनेक्शन स्थिति',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': 'चेन डिस्कनेक्ट नहीं हो सकीं: {reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': 'अमान्य ईमेल पता',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': 'ओरिजिन की अनुमति नहीं है',
    // frame.REQUEST_FAILED
    'An error occurred': 'एक गड़बड़ी हुई',
    // frame.RPC_ABORTED
    'Request was aborted': 'अनुरोध रद्द कर दिया गया',
    // frame.ABORTED
    'Something went wrong': 'कुछ गलत हो गया',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': 'एम्बेडेड वॉलेट अनुरोध का समय खत्म हो गया',
    // frame.INVALID_MESSAGE
    'Invalid input': 'अमान्य इनपुट',
    // frame.IFRAME_NOT_SET
    'iframe is not set': 'iframe सेट नहीं है',
    // frame.PARENT_NOT_SET
    'parent is not set': 'parent सेट नहीं है',
    // frame.LOAD_FAILED
    'Unable to load email login dependency': 'ईमेल लॉगिन के लिए ज़रूरी हिस्सा लोड नहीं हो सका',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': 'असत्यापित डोमेन',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': 'अनुरोधित RPC कॉल की अनुमति नहीं है',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': 'यूज़र ने अनुरोध अस्वीकार कर दिया।',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': '{seconds} सेकंड बाद फिर से कोशिश करें',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'HTTP अनुरोध स्टेटस {status} के साथ विफल रहा',
    // http.RATE_LIMITED
    'Rate limited': 'बहुत ज़्यादा अनुरोध',
    // http.SERVER_ERROR
    'Server error': 'सर्वर त्रुटि',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': 'NetworkController क्लाइंट सेट नहीं है',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': 'ConnectionController क्लाइंट सेट नहीं है',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains':
      'कनेक्टर अनुरोध की गई किसी भी चेन का समर्थन नहीं करता',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': 'असमर्थित चेन नेमस्पेस',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist":
      'नेमस्पेस {namespace} के लिए कोई एडैप्टर मौजूद नहीं है',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options':
      '`siweConfig` और `siwx` दोनों विकल्प एक साथ सेट नहीं किए जा सकते',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': 'चेन समर्थित नहीं है',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': 'WalletConnectConnector नहीं मिला',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'Latch अभी लोड हो रहा है: एक्टर इस्तेमाल करने से पहले await latch.preload() चलाएं',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}':
      'Latch अपनी स्टेट मशीनें लोड नहीं कर सका: {reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': 'यह Latch क्लाइंट नष्ट किया जा चुका है',
    // internal.NOT_PROVIDED
    '{name} is not provided': '{name} नहीं दिया गया है',
    // name.RESOLVE_FAILED
    'Error resolving name': 'नाम रिज़ॉल्व करने में गड़बड़ी',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': 'नाम के सुझाव लाने में गड़बड़ी',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': 'पते के नाम लाने में गड़बड़ी',
    // name.REGISTER_FAILED
    'Error registering name': 'नाम रजिस्टर करने में गड़बड़ी',
    // name.NETWORK_NOT_FOUND
    'Network not found': 'नेटवर्क नहीं मिला',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found': 'पता या ऑथ कनेक्टर नहीं मिला',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': 'कॉइन टाइप के लिए अमान्य chainId',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required': 'राशि और पाने वाले का पता ज़रूरी है',
    // send.TOKEN_REQUIRED
    'A token is required': 'टोकन ज़रूरी है',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': 'असमर्थित चेन',
    // send.TRANSFER_FAILED
    'Failed to send': 'भेजा नहीं जा सका',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      'साइन-इन को वह पेज चाहिए जिस पर वह चलता है: जहाँ window.location नहीं है, वहाँ `page` दें',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}': '{url} पर साइन-इन सर्वर तक पहुँचा नहीं जा सका',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      '{url} पर साइन-इन सर्वर ने {ms} ms में जवाब नहीं दिया',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}':
      'साइन-इन सर्वर ने अनुरोध अस्वीकार कर दिया: {reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      '{url} पर साइन-इन सर्वर ने अनपेक्षित जवाब दिया',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': '{url} से अनपेक्षित जवाब',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': '{url} से {ms} ms में कोई जवाब नहीं आया',
    // service.NETWORK
    'Could not reach {url}': '{url} तक पहुँचा नहीं जा सका',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': 'मैसेज साइन करने में गड़बड़ी',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication': 'ऑथेंटिकेशन शुरू करते समय समस्या हुई',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'SIWX चालू नहीं है',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': 'कोई ActiveCaipAddress नहीं मिला',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': 'गैस प्राइस के लिए यह नेटवर्क समर्थित नहीं है',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': 'स्वैप के लिए यह नेटवर्क समर्थित नहीं है',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': 'पर्याप्त लिक्विडिटी नहीं है',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      'कीमत आपकी स्लिपेज सीमा से ज़्यादा बदल गई। नई कीमत देखें और फिर से कोशिश करें।',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': 'स्वैप चेन पर विफल रहा',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': 'इस कार्रवाई की अनुमति नहीं है',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': 'अनुरोध अस्वीकार कर दिया गया',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': 'टोकन बैलेंस उपलब्ध नहीं है',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': 'ट्रांज़ैक्शन लोड नहीं हो सके',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'नेटवर्क नहीं मिला',
      longMessage: 'नेटवर्क आपके Latch कॉन्फ़िगरेशन की `networks` सूची में होना चाहिए: पहले उसे वहाँ जोड़ें।',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: 'ओरिजिन की अनुमति नहीं है',
      longMessage: 'इस पेज का ओरिजिन प्रोजेक्ट के अनुमत ओरिजिन में नहीं है: इसे प्रोजेक्ट कॉन्फ़िगरेशन में जोड़ें।',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'नेटवर्क त्रुटि - एम्बेडेड वॉलेट लोड नहीं हो सका',
      longMessage: 'एम्बेडेड वॉलेट लोड करने में समस्या हुई। बाद में फिर से कोशिश करें।',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'एम्बेडेड वॉलेट अनुरोध का समय खत्म हो गया',
      longMessage: 'एम्बेडेड वॉलेट ने समय पर जवाब नहीं दिया (iframe_request_timeout)। फिर से कोशिश करें।',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: 'नेटवर्क त्रुटि - Latch लोड नहीं हो सका',
      longMessage: 'वॉलेट मोडल लोड करने में समस्या हुई। फिर से कोशिश करें।',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: 'असत्यापित डोमेन',
      longMessage: 'एम्बेडेड वॉलेट लोड नहीं हो सका, क्योंकि यह डोमेन प्रोजेक्ट के लिए सत्यापित नहीं है।',
    },
    SESSION_EXPIRED: {
      shortMessage: 'सेशन की समय-सीमा खत्म',
      longMessage: 'सेशन अमान्य है: इस डिवाइस की समय सेटिंग जाँचें और फिर से कनेक्ट करें।',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'अमान्य प्रोजेक्ट ID',
      longMessage: 'प्रोजेक्ट ID मान्य नहीं है: अपने Latch कॉन्फ़िगरेशन में `projectId` जाँचें।',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'प्रोजेक्ट ID कॉन्फ़िगर नहीं है',
      longMessage: 'अपने Latch कॉन्फ़िगरेशन में `projectId` सेट करें।',
    },
    SERVER_ERROR: {
      shortMessage: 'सर्वर त्रुटि',
      longMessage: 'ऐप कॉन्फ़िगरेशन नहीं मिल सका।',
    },
    RATE_LIMITED: {
      shortMessage: 'बहुत ज़्यादा अनुरोध',
      longMessage: 'ऐप कॉन्फ़िगरेशन के लिए बहुत ज़्यादा अनुरोध: थोड़ी देर में फिर से कोशिश करें।',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'अमान्य ऐप कॉन्फ़िगरेशन',
      longMessage: 'इस पेज का ओरिजिन प्रोजेक्ट की अनुमति सूची में नहीं मिला: प्रोजेक्ट कॉन्फ़िगरेशन अपडेट करें।',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: 'मल्टी-वॉलेट चालू नहीं है',
      longMessage: 'इस प्रोजेक्ट में एक साथ कई वॉलेट कनेक्ट करना चालू नहीं है।',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: 'लोकल कॉन्फ़िगरेशन अनदेखा किया गया',
      longMessage:
        '{features} के लिए आपका लोकल कॉन्फ़िगरेशन अनदेखा कर दिया गया, क्योंकि रिमोट कॉन्फ़िगरेशन सफलतापूर्वक मिल गया।',
    },
  },
}
