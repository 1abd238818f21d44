import type { ErrorTranslation } from '../../errorTranslation.js'

// Arabic (ar): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}': '{capability} غير مدعوم على {namespace}',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': 'لم يتم العثور على موصّل بالمعرّف {connectorId}',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': 'المحفظة غير متصلة',
    // adapter.INVALID_ADDRESS
    'Invalid address': 'عنوان غير صالح',
    // adapter.INVALID_AMOUNT
    'Invalid amount': 'مبلغ غير صالح',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': 'معدل رسوم غير صالح',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': 'توقيع غير صالح',
    // adapter.INVALID_MEMO
    'Invalid memo': 'مذكرة (memo) غير صالحة',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'طلب wallet_sendCalls غير صالح: {reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': 'فشلت المعاملة {id}',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid':
      'قيمة {field} في رسالة تسجيل الدخول غير صالحة',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain': 'رسالة تسجيل الدخول مُعدّة لنطاق آخر',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI': 'رسالة تسجيل الدخول مُعدّة لعنوان URI آخر',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain': 'رسالة تسجيل الدخول مُعدّة لسلسلة أخرى',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match':
      'قيمة nonce في رسالة تسجيل الدخول غير مطابقة',
    // caip122.EXPIRED
    'The sign-in message has expired': 'انتهت صلاحية رسالة تسجيل الدخول',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': 'رسالة تسجيل الدخول غير صالحة بعد',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      'لم يُنشأ التوقيع بواسطة الحساب الوارد في رسالة تسجيل الدخول',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'معرّف شبكة CAIP-2 غير صالح',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'عنوان CAIP غير صالح',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'إعدادات Latch غير صالحة: {issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      'ميزة {feature} غير مفعّلة: اضبط features.{feature} على true',
    // connection.MODAL_CLOSED
    'Modal closed': 'تم إغلاق النافذة',
    // connection.CONNECTION_REJECTED
    'Connection rejected': 'تم رفض طلب الاتصال',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': 'تعذّر الاتصال',
    // connection.POPUP_CLOSED
    'Popup closed': 'تم إغلاق النافذة المنبثقة',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection': 'تعذّر بدء تسجيل الدخول عبر الشبكات الاجتماعية',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': 'تعذّر الاتصال بـ Farcaster',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': 'لم يتم العثور على موصّل المصادقة',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': 'لا يوجد اتصال عبر البريد الإلكتروني أو الشبكات الاجتماعية',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': 'تعذّر قطع الاتصال',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': 'لم يتم العثور على موصّل لأحد الاتصالات',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': 'حالة اتصال غير صالحة',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': 'تعذّر قطع اتصال السلاسل: {reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': 'عنوان بريد إلكتروني غير صالح',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': 'المصدر غير مسموح به',
    // frame.REQUEST_FAILED
    'An error occurred': 'حدث خطأ',
    // frame.RPC_ABORTED
    'Request was aborted': 'تم إلغاء الطلب',
    // frame.ABORTED
    'Something went wrong': 'حدث خطأ ما',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': 'انتهت مهلة طلب المحفظة المدمجة',
    // frame.INVALID_MESSAGE
    'Invalid input': 'إدخال غير صالح',
    // frame.IFRAME_NOT_SET
    'iframe is not set': 'لم يتم تعيين iframe',
    // frame.PARENT_NOT_SET
    'parent is not set': 'لم يتم تعيين النافذة الأم',
    // frame.LOAD_FAILED
    'Unable to load email login dependency': 'تعذّر تحميل مكوّن تسجيل الدخول بالبريد الإلكتروني',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': 'نطاق غير موثّق',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': 'استدعاء RPC المطلوب غير مسموح به',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': 'رفض المستخدم الطلب.',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': 'يُرجى إعادة المحاولة بعد {seconds} ثانية',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'فشل طلب HTTP بالحالة {status}',
    // http.RATE_LIMITED
    'Rate limited': 'طلبات كثيرة جدًا',
    // http.SERVER_ERROR
    'Server error': 'خطأ في الخادم',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': 'لم يتم تعيين عميل NetworkController',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': 'لم يتم تعيين عميل ConnectionController',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains':
      'لا يدعم الموصّل أيًّا من السلاسل المطلوبة',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': 'نطاق أسماء السلسلة غير مدعوم',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist": 'لا يوجد محوّل لنطاق الأسماء {namespace}',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options':
      'لا يمكن تعيين الخيارين `siweConfig` و`siwx` معًا',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': 'السلسلة غير مدعومة',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': 'لم يتم العثور على WalletConnectConnector',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'لا يزال Latch قيد التحميل: استدعِ await latch.preload() قبل استخدام الـ actors',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}':
      'تعذّر على Latch تحميل آلات الحالة الخاصة به: {reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': 'تم إتلاف عميل Latch هذا',
    // internal.NOT_PROVIDED
    '{name} is not provided': 'لم يتم توفير {name}',
    // name.RESOLVE_FAILED
    'Error resolving name': 'تعذّر تحليل الاسم',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': 'تعذّر جلب اقتراحات الأسماء',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': 'تعذّر جلب الأسماء الخاصة بالعنوان',
    // name.REGISTER_FAILED
    'Error registering name': 'تعذّر تسجيل الاسم',
    // name.NETWORK_NOT_FOUND
    'Network not found': 'لم يتم العثور على الشبكة',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found': 'لم يتم العثور على العنوان أو موصّل المصادقة',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': 'قيمة chainId غير صالحة لنوع العملة',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required': 'يلزم إدخال المبلغ وعنوان المستلم',
    // send.TOKEN_REQUIRED
    'A token is required': 'يلزم اختيار رمز مميز',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': 'سلسلة غير مدعومة',
    // send.TRANSFER_FAILED
    'Failed to send': 'تعذّر الإرسال',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      'يحتاج تسجيل الدخول إلى معرفة الصفحة التي يعمل عليها: مرّر `page` حيث لا يوجد window.location',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}': 'تعذّر الوصول إلى خادم تسجيل الدخول على {url}',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      'لم يستجب خادم تسجيل الدخول على {url} خلال {ms} ms',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}': 'رفض خادم تسجيل الدخول الطلب: {reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      'أرسل خادم تسجيل الدخول على {url} استجابة غير متوقعة',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': 'استجابة غير متوقعة من {url}',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': 'لا توجد استجابة من {url} خلال {ms} ms',
    // service.NETWORK
    'Could not reach {url}': 'تعذّر الوصول إلى {url}',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': 'تعذّر توقيع الرسالة',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication': 'حدثت مشكلة أثناء تهيئة المصادقة',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'SIWX غير مفعّل',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': 'لم يتم العثور على ActiveCaipAddress',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': 'سعر الغاز غير مدعوم على هذه الشبكة',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': 'المبادلات غير مدعومة على هذه الشبكة',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': 'السيولة غير كافية',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      'تغيّر السعر بأكثر من نسبة الانزلاق السعري المسموح بها. راجع عرض السعر الجديد وأعد المحاولة.',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': 'فشلت المبادلة على السلسلة',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': 'الإجراء غير مسموح به',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': 'تم رفض الطلب',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': 'رصيد الرموز المميزة غير متاح',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': 'تعذّر جلب المعاملات',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'لم يتم العثور على الشبكة',
      longMessage: 'يجب أن تكون الشبكة ضمن قائمة `networks` في إعدادات Latch: أضِفها إليها أولًا.',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: 'المصدر غير مسموح به',
      longMessage: 'مصدر هذه الصفحة ليس ضمن المصادر المسموح بها للمشروع: أضِفه إلى إعدادات المشروع.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'خطأ في الشبكة - تعذّر تحميل المحفظة المدمجة',
      longMessage: 'حدثت مشكلة أثناء تحميل المحفظة المدمجة. يُرجى المحاولة لاحقًا.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'انتهت مهلة طلب المحفظة المدمجة',
      longMessage:
        'لم تستجب المحفظة المدمجة في الوقت المحدد (iframe_request_timeout). يُرجى إعادة المحاولة.',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: 'خطأ في الشبكة - تعذّر تحميل Latch',
      longMessage: 'حدثت مشكلة أثناء تحميل نافذة المحفظة. يُرجى إعادة المحاولة.',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: 'نطاق غير موثّق',
      longMessage: 'تعذّر تحميل المحفظة المدمجة لأن هذا النطاق غير موثّق للمشروع.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'انتهت صلاحية الجلسة',
      longMessage: 'الجلسة غير صالحة: يُرجى التحقق من إعدادات الوقت على هذا الجهاز ثم إعادة الربط.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'معرّف المشروع غير صالح',
      longMessage: 'معرّف المشروع غير صالح: تحقّق من `projectId` في إعدادات Latch.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'لم يتم إعداد معرّف المشروع',
      longMessage: 'عيّن `projectId` في إعدادات Latch.',
    },
    SERVER_ERROR: {
      shortMessage: 'خطأ في الخادم',
      longMessage: 'تعذّر الحصول على إعدادات التطبيق.',
    },
    RATE_LIMITED: {
      shortMessage: 'طلبات كثيرة جدًا',
      longMessage: 'طلبات كثيرة جدًا لإعدادات التطبيق: يُرجى إعادة المحاولة بعد قليل.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'إعدادات التطبيق غير صالحة',
      longMessage:
        'لم يتم العثور على مصدر هذه الصفحة في قائمة السماح الخاصة بالمشروع: حدّث إعدادات المشروع.',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: 'ميزة المحافظ المتعددة غير مفعّلة',
      longMessage: 'ربط عدة محافظ في الوقت نفسه غير مفعّل لهذا المشروع.',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: 'تم تجاهل الإعدادات المحلية',
      longMessage: 'تم تجاهل إعداداتك المحلية لـ {features} لأنه تم جلب الإعدادات البعيدة بنجاح.',
    },
  },
}
