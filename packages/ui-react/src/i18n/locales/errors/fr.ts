import type { ErrorTranslation } from '../../errorTranslation.js'

// French (fr): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}':
      '{capability} n’est pas pris en charge sur {namespace}',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': 'Aucun connecteur trouvé avec l’ID {connectorId}',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': 'Le portefeuille n’est pas connecté',
    // adapter.INVALID_ADDRESS
    'Invalid address': 'Adresse invalide',
    // adapter.INVALID_AMOUNT
    'Invalid amount': 'Montant invalide',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': 'Taux de frais invalide',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': 'Signature invalide',
    // adapter.INVALID_MEMO
    'Invalid memo': 'Mémo invalide',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'Appel wallet_sendCalls invalide : {reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': 'La transaction {id} a échoué',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid':
      'Le champ {field} du message de connexion n’est pas valide',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain':
      'Le message de connexion a été créé pour un autre domaine',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI':
      'Le message de connexion a été créé pour une autre URI',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain':
      'Le message de connexion a été créé pour une autre chaîne',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match':
      'Le nonce du message de connexion ne correspond pas',
    // caip122.EXPIRED
    'The sign-in message has expired': 'Le message de connexion a expiré',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': 'Le message de connexion n’est pas encore valide',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      'La signature ne provient pas du compte indiqué dans le message de connexion',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'ID de réseau CAIP-2 invalide',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'Adresse CAIP invalide',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'Configuration Latch invalide : {issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      'La fonction {feature} n’est pas activée : définissez features.{feature} sur true',
    // connection.MODAL_CLOSED
    'Modal closed': 'Fenêtre fermée',
    // connection.CONNECTION_REJECTED
    'Connection rejected': 'Connexion refusée',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': 'Échec de la connexion',
    // connection.POPUP_CLOSED
    'Popup closed': 'Fenêtre pop-up fermée',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection':
      'Impossible de lancer la connexion via le réseau social',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': 'Échec de la connexion à Farcaster',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': 'Aucun connecteur d’authentification trouvé',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': 'Non connecté par e-mail ni via un réseau social',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': 'Échec de la déconnexion',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': 'Aucun connecteur trouvé pour une connexion',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': 'État de connexion invalide',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': 'Impossible de déconnecter les chaînes : {reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': 'Adresse e-mail invalide',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': 'Origine non autorisée',
    // frame.REQUEST_FAILED
    'An error occurred': 'Une erreur s’est produite',
    // frame.RPC_ABORTED
    'Request was aborted': 'La demande a été interrompue',
    // frame.ABORTED
    'Something went wrong': 'Un problème est survenu',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': 'Le portefeuille intégré n’a pas répondu à temps',
    // frame.INVALID_MESSAGE
    'Invalid input': 'Données invalides',
    // frame.IFRAME_NOT_SET
    'iframe is not set': 'L’iframe n’est pas défini',
    // frame.PARENT_NOT_SET
    'parent is not set': 'La fenêtre parente (parent) n’est pas définie',
    // frame.LOAD_FAILED
    'Unable to load email login dependency':
      'Impossible de charger le module de connexion par e-mail',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': 'Domaine non vérifié',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': 'L’appel RPC demandé n’est pas autorisé',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': 'Vous avez refusé la demande.',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': 'Veuillez réessayer dans {seconds} secondes',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'La requête HTTP a échoué avec le statut {status}',
    // http.RATE_LIMITED
    'Rate limited': 'Trop de requêtes',
    // http.SERVER_ERROR
    'Server error': 'Erreur du serveur',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': 'Client NetworkController non défini',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': 'Client ConnectionController non défini',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains':
      'Le connecteur ne prend en charge aucune des chaînes demandées',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': 'Espace de noms de chaîne non pris en charge',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist":
      'Aucun adaptateur pour l’espace de noms {namespace}',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options':
      'Impossible de définir à la fois les options `siweConfig` et `siwx`',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': 'Chaîne non prise en charge',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': 'WalletConnectConnector introuvable',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'Latch est encore en cours de chargement : utilisez await latch.preload() avant d’utiliser les acteurs',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}':
      'Latch n’a pas pu charger ses machines à états : {reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': 'Ce client Latch a été détruit',
    // internal.NOT_PROVIDED
    '{name} is not provided': '{name} n’est pas fourni',
    // name.RESOLVE_FAILED
    'Error resolving name': 'Erreur lors de la résolution du nom',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': 'Erreur lors de la récupération des suggestions de noms',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': 'Erreur lors de la récupération des noms de l’adresse',
    // name.REGISTER_FAILED
    'Error registering name': 'Erreur lors de l’enregistrement du nom',
    // name.NETWORK_NOT_FOUND
    'Network not found': 'Réseau introuvable',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found': 'Adresse ou connecteur d’authentification introuvable',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': 'chainId invalide pour le type de cryptomonnaie',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required':
      'Un montant et une adresse de destinataire sont requis',
    // send.TOKEN_REQUIRED
    'A token is required': 'Un jeton est requis',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': 'Chaîne non prise en charge',
    // send.TRANSFER_FAILED
    'Failed to send': 'Échec de l’envoi',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      'La connexion a besoin de la page où elle s’exécute : passez `page` là où window.location n’existe pas',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}':
      'Impossible de joindre le serveur de connexion à l’adresse {url}',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      'Le serveur de connexion à l’adresse {url} n’a pas répondu en {ms} ms',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}':
      'Le serveur de connexion a refusé la demande : {reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      'Le serveur de connexion à l’adresse {url} a renvoyé une réponse inattendue',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': 'Réponse inattendue de {url}',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': 'Aucune réponse de {url} en {ms} ms',
    // service.NETWORK
    'Could not reach {url}': 'Impossible de joindre {url}',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': 'Erreur lors de la signature du message',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication':
      'Un problème est survenu lors de l’initialisation de l’authentification',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'SIWX n’est pas activé',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': 'Aucune ActiveCaipAddress trouvée',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': 'Réseau non pris en charge pour le prix du gaz',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': 'Réseau non pris en charge pour les échanges',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': 'Liquidité insuffisante',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      'Le prix a varié au-delà de votre tolérance de glissement. Vérifiez le nouveau devis et réessayez.',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': 'L’échange a échoué sur la chaîne',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': 'Action non autorisée',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': 'Demande refusée',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': 'Solde des jetons indisponible',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': 'Impossible de récupérer les transactions',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Réseau introuvable',
      longMessage:
        'Le réseau doit figurer dans la liste `networks` de votre configuration Latch : ajoutez-le d’abord.',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: 'Origine non autorisée',
      longMessage:
        'L’origine de cette page ne fait pas partie des origines autorisées du projet : ajoutez-la dans la configuration du projet.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Erreur réseau : impossible de charger le portefeuille intégré',
      longMessage:
        'Un problème est survenu lors du chargement du portefeuille intégré. Veuillez réessayer plus tard.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'Le portefeuille intégré n’a pas répondu à temps',
      longMessage:
        'Le portefeuille intégré a mis trop de temps à répondre (iframe_request_timeout). Veuillez réessayer.',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: 'Erreur réseau : impossible de charger Latch',
      longMessage:
        'Un problème est survenu lors du chargement de la fenêtre du portefeuille. Veuillez réessayer.',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: 'Domaine non vérifié',
      longMessage:
        'Le portefeuille intégré n’a pas pu se charger, car ce domaine n’est pas vérifié pour le projet.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Session expirée',
      longMessage:
        'La session n’est pas valide : vérifiez les réglages d’heure de cet appareil et reconnectez-vous.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'ID de projet invalide',
      longMessage:
        'L’ID du projet n’est pas valide : vérifiez le `projectId` de votre configuration Latch.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'ID de projet non configuré',
      longMessage: 'Définissez `projectId` dans votre configuration Latch.',
    },
    SERVER_ERROR: {
      shortMessage: 'Erreur du serveur',
      longMessage: 'Impossible de récupérer la configuration de l’app.',
    },
    RATE_LIMITED: {
      shortMessage: 'Trop de requêtes',
      longMessage:
        'Trop de requêtes pour la configuration de l’app : veuillez réessayer dans un instant.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Configuration de l’app invalide',
      longMessage:
        'L’origine de cette page ne figure pas dans la liste des origines autorisées du projet : mettez à jour la configuration du projet.',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: 'Multi-portefeuille non activé',
      longMessage:
        'La connexion de plusieurs portefeuilles à la fois n’est pas activée pour ce projet.',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: 'Configuration locale ignorée',
      longMessage:
        'Votre configuration locale pour {features} a été ignorée, car une configuration distante a bien été récupérée.',
    },
  },
}
