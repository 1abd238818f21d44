import type { ErrorTranslation } from '../../errorTranslation.js'

// Brazilian Portuguese (pt-BR): core's texts (SPEC.md §8: errors, alerts, snackbars), translated for the
// product's voice. Each error and snackbar text is keyed by its English text.
export const errors: ErrorTranslation = {
  texts: {
    // adapter.NOT_SUPPORTED
    '{capability} is not supported on {namespace}': '{capability} não é suportado em {namespace}',
    // adapter.CONNECTOR_NOT_FOUND
    'No connector found with id {connectorId}': 'Nenhum conector encontrado com o ID {connectorId}',
    // adapter.NOT_CONNECTED
    'The wallet is not connected': 'A carteira não está conectada',
    // adapter.INVALID_ADDRESS
    'Invalid address': 'Endereço inválido',
    // adapter.INVALID_AMOUNT
    'Invalid amount': 'Valor inválido',
    // adapter.INVALID_FEE_RATE
    'Invalid fee rate': 'Taxa inválida',
    // adapter.INVALID_SIGNATURE
    'Invalid signature': 'Assinatura inválida',
    // adapter.INVALID_MEMO
    'Invalid memo': 'Memo inválido',
    // adapter.INVALID_CALLS
    'Invalid wallet_sendCalls: {reason}': 'Chamada wallet_sendCalls inválida: {reason}',
    // adapter.TRANSACTION_FAILED
    'Transaction {id} failed': 'A transação {id} falhou',
    // caip122.INVALID_FIELD
    'The {field} of the sign-in message is not valid':
      'O campo {field} da mensagem de login não é válido',
    // caip122.DOMAIN_MISMATCH
    'The sign-in message was made for another domain':
      'A mensagem de login foi criada para outro domínio',
    // caip122.URI_MISMATCH
    'The sign-in message was made for another URI': 'A mensagem de login foi criada para outra URI',
    // caip122.CHAIN_MISMATCH
    'The sign-in message was made for another chain':
      'A mensagem de login foi criada para outra blockchain',
    // caip122.NONCE_MISMATCH
    'The nonce of the sign-in message does not match':
      'O nonce da mensagem de login não corresponde',
    // caip122.EXPIRED
    'The sign-in message has expired': 'A mensagem de login expirou',
    // caip122.NOT_YET_VALID
    'The sign-in message is not valid yet': 'A mensagem de login ainda não é válida',
    // caip122.SIGNATURE_MISMATCH
    'The signature was not made by the account in the sign-in message':
      'A assinatura não foi feita pela conta indicada na mensagem de login',
    // caip.INVALID_CAIP_NETWORK_ID
    'Invalid CAIP-2 network id': 'ID de rede CAIP-2 inválido',
    // caip.INVALID_CAIP_ADDRESS
    'Invalid CAIP address': 'Endereço CAIP inválido',
    // config.INVALID_CONFIG
    'Invalid Latch configuration: {issues}': 'Configuração do Latch inválida: {issues}',
    // config.FEATURE_NOT_ENABLED
    'The {feature} feature is not enabled: set features.{feature} to true':
      'O recurso {feature} não está ativado: defina features.{feature} como true',
    // connection.MODAL_CLOSED
    'Modal closed': 'Janela fechada',
    // connection.CONNECTION_REJECTED
    'Connection rejected': 'Conexão rejeitada',
    // connection.FAILED_TO_CONNECT
    'Failed to connect': 'Falha ao conectar',
    // connection.POPUP_CLOSED
    'Popup closed': 'Pop-up fechado',
    // connection.FAILED_TO_INITIATE_SOCIAL
    'Failed to initiate social connection': 'Falha ao iniciar o login com rede social',
    // connection.FAILED_TO_CONNECT_FARCASTER
    'Failed to connect to farcaster': 'Falha ao conectar ao Farcaster',
    // connection.NO_AUTH_CONNECTOR
    'No auth connector found': 'Nenhum conector de autenticação encontrado',
    // connection.NOT_CONNECTED_TO_EMAIL_OR_SOCIAL
    'Not connected to email or social': 'Não conectado por e-mail nem por rede social',
    // connection.FAILED_TO_DISCONNECT
    'Failed to disconnect': 'Falha ao desconectar',
    // connection.NO_CONNECTOR_FOR_CONNECTION
    'No connector found for a connection': 'Nenhum conector encontrado para uma conexão',
    // connection.INVALID_CONNECTION_STATUS
    'Invalid connection status': 'Status de conexão inválido',
    // connection.FAILED_TO_DISCONNECT_CHAINS
    'Failed to disconnect chains: {reason}': 'Falha ao desconectar as blockchains: {reason}',
    // connection.INVALID_EMAIL
    'Invalid email address': 'Endereço de e-mail inválido',
    // connection.ORIGIN_NOT_ALLOWED
    'Origin Not Allowed': 'Origem não permitida',
    // frame.REQUEST_FAILED
    'An error occurred': 'Ocorreu um erro',
    // frame.RPC_ABORTED
    'Request was aborted': 'A solicitação foi cancelada',
    // frame.ABORTED
    'Something went wrong': 'Algo deu errado',
    // frame.REQUEST_TIMED_OUT
    'Embedded Wallet Request Timed Out': 'A carteira integrada não respondeu a tempo',
    // frame.INVALID_MESSAGE
    'Invalid input': 'Dados inválidos',
    // frame.IFRAME_NOT_SET
    'iframe is not set': 'O iframe não está definido',
    // frame.PARENT_NOT_SET
    'parent is not set': 'A janela principal (parent) não está definida',
    // frame.LOAD_FAILED
    'Unable to load email login dependency':
      'Não foi possível carregar o componente de login por e-mail',
    // frame.UNVERIFIED_DOMAIN
    'Unverified Domain': 'Domínio não verificado',
    // frame.RPC_NOT_ALLOWED
    'Requested RPC call is not allowed': 'A chamada RPC solicitada não é permitida',
    // frame.RPC_USER_REJECTED
    'User rejected the request.': 'Você rejeitou a solicitação.',
    // frame.EMAIL_RATE_LIMITED
    'Please try again after {seconds} seconds': 'Tente novamente em {seconds} segundos',
    // http.HTTP_ERROR
    'HTTP request failed with status {status}': 'A solicitação HTTP falhou com o status {status}',
    // http.RATE_LIMITED
    'Rate limited': 'Muitas solicitações',
    // http.SERVER_ERROR
    'Server error': 'Erro no servidor',
    // internal.NETWORK_CLIENT_NOT_SET
    'NetworkController client not set': 'Cliente do NetworkController não definido',
    // internal.CONNECTION_CLIENT_NOT_SET
    'ConnectionController client not set': 'Cliente do ConnectionController não definido',
    // internal.CONNECTOR_CHAINS_UNSUPPORTED
    'The connector does not support any of the requested chains':
      'O conector não suporta nenhuma das blockchains solicitadas',
    // internal.UNSUPPORTED_CHAIN_NAMESPACE
    'Unsupported chain namespace': 'Namespace de blockchain não suportado',
    // internal.ADAPTER_FOR_NAMESPACE_MISSING
    "Adapter for namespace {namespace} doesn't exist":
      'Não existe adaptador para o namespace {namespace}',
    // internal.SIWE_CONFIG_AND_SIWX
    'Cannot set both `siweConfig` and `siwx` options':
      'Não é possível definir as opções `siweConfig` e `siwx` ao mesmo tempo',
    // internal.CHAIN_NOT_SUPPORTED
    'Chain is not supported': 'Blockchain não suportada',
    // internal.WALLET_CONNECT_CONNECTOR_NOT_FOUND
    'WalletConnectConnector not found': 'WalletConnectConnector não encontrado',
    // internal.RUNTIME_NOT_LOADED
    'Latch is still loading: await latch.preload() before using actors':
      'O Latch ainda está carregando: use await latch.preload() antes de usar os atores',
    // internal.RUNTIME_LOAD_FAILED
    'Latch could not load its state machines: {reason}':
      'O Latch não conseguiu carregar suas máquinas de estado: {reason}',
    // internal.CLIENT_DESTROYED
    'This Latch client has been destroyed': 'Este cliente do Latch foi destruído',
    // internal.NOT_PROVIDED
    '{name} is not provided': '{name} não foi fornecido',
    // name.RESOLVE_FAILED
    'Error resolving name': 'Erro ao resolver o nome',
    // name.FETCH_SUGGESTIONS_FAILED
    'Error fetching name suggestions': 'Erro ao buscar sugestões de nomes',
    // name.FETCH_NAMES_FAILED
    'Error fetching names for address': 'Erro ao buscar os nomes do endereço',
    // name.REGISTER_FAILED
    'Error registering name': 'Erro ao registrar o nome',
    // name.NETWORK_NOT_FOUND
    'Network not found': 'Rede não encontrada',
    // name.ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND
    'Address or auth connector not found': 'Endereço ou conector de autenticação não encontrado',
    // name.INVALID_CHAIN_ID_FOR_COIN_TYPE
    'Invalid chainId for coin type': 'chainId inválido para o tipo de moeda',
    // send.AMOUNT_AND_RECEIVER_REQUIRED
    'An amount and receiver address are required': 'Informe o valor e o endereço do destinatário',
    // send.TOKEN_REQUIRED
    'A token is required': 'É necessário um token',
    // send.UNSUPPORTED_CHAIN
    'Unsupported chain': 'Blockchain não suportada',
    // send.TRANSFER_FAILED
    'Failed to send': 'Falha ao enviar',
    // serverSiwx.NO_PAGE
    'Sign-in needs the page it runs on: pass `page` where there is no window.location':
      'O login precisa da página em que é executado: passe `page` quando não houver window.location',
    // serverSiwx.UNREACHABLE
    'Could not reach the sign-in server at {url}':
      'Não foi possível acessar o servidor de login em {url}',
    // serverSiwx.TIMEOUT
    'The sign-in server at {url} did not answer within {ms} ms':
      'O servidor de login em {url} não respondeu em {ms} ms',
    // serverSiwx.REFUSED
    'The sign-in server refused the request: {reason}':
      'O servidor de login recusou a solicitação: {reason}',
    // serverSiwx.INVALID_RESPONSE
    'The sign-in server at {url} answered something unexpected':
      'O servidor de login em {url} enviou uma resposta inesperada',
    // service.INVALID_RESPONSE
    'Unexpected response from {url}': 'Resposta inesperada de {url}',
    // service.TIMEOUT
    'No response from {url} within {ms} ms': 'Sem resposta de {url} em {ms} ms',
    // service.NETWORK
    'Could not reach {url}': 'Não foi possível acessar {url}',
    // siwx.SIGN_MESSAGE_FAILED
    'Error signing message': 'Erro ao assinar a mensagem',
    // siwx.INITIALIZE_FAILED
    'A problem occurred while trying initialize authentication':
      'Ocorreu um problema ao iniciar a autenticação',
    // siwx.NOT_ENABLED
    'SIWX is not enabled': 'O SIWX não está ativado',
    // siwx.NO_ACTIVE_CAIP_ADDRESS
    'No ActiveCaipAddress found': 'Nenhum ActiveCaipAddress encontrado',
    // swap.GAS_PRICE_NETWORK_UNSUPPORTED
    'Network not supported for Gas Price': 'Rede não suportada para preço do gás',
    // swap.SWAPS_NETWORK_UNSUPPORTED
    'Network not supported for Swaps': 'Rede não suportada para trocas',
    // swap.INSUFFICIENT_LIQUIDITY
    'Insufficient liquidity': 'Liquidez insuficiente',
    // swap.SLIPPAGE_EXCEEDED
    'The price moved more than your slippage tolerance. Review the new quote and try again.':
      'O preço variou mais do que a sua tolerância de slippage. Confira a nova cotação e tente novamente.',
    // swap.SWAP_FAILED_ON_CHAIN
    'The swap failed on chain': 'A troca falhou na blockchain',
    // walletRequest.ACTION_NOT_ALLOWED
    'Action not allowed': 'Ação não permitida',
    // walletRequest.REQUEST_REJECTED
    'Request rejected': 'Solicitação rejeitada',
    // snackbar.TOKEN_BALANCE_UNAVAILABLE
    'Token Balance Unavailable': 'Saldo de tokens indisponível',
    // snackbar.TRANSACTIONS_FETCH_FAILED
    'Failed to fetch transactions': 'Falha ao buscar as transações',
  },
  alerts: {
    NETWORK_NOT_FOUND: {
      shortMessage: 'Rede não encontrada',
      longMessage:
        'A rede precisa estar na lista `networks` da sua configuração do Latch: adicione-a lá primeiro.',
    },
    ORIGIN_NOT_ALLOWED: {
      shortMessage: 'Origem não permitida',
      longMessage:
        'A origem desta página não está entre as origens permitidas do projeto: adicione-a na configuração do projeto.',
    },
    IFRAME_LOAD_FAILED: {
      shortMessage: 'Erro de rede: não foi possível carregar a carteira integrada',
      longMessage:
        'Houve um problema ao carregar a carteira integrada. Tente novamente mais tarde.',
    },
    IFRAME_REQUEST_TIMEOUT: {
      shortMessage: 'A carteira integrada não respondeu a tempo',
      longMessage:
        'A carteira integrada demorou demais para responder (iframe_request_timeout). Tente novamente.',
    },
    RUNTIME_LOAD_FAILED: {
      shortMessage: 'Erro de rede: não foi possível carregar o Latch',
      longMessage: 'Houve um problema ao carregar a janela da carteira. Tente novamente.',
    },
    UNVERIFIED_DOMAIN: {
      shortMessage: 'Domínio não verificado',
      longMessage:
        'Não foi possível carregar a carteira integrada porque este domínio não está verificado para o projeto.',
    },
    SESSION_EXPIRED: {
      shortMessage: 'Sessão expirada',
      longMessage:
        'A sessão é inválida: verifique as configurações de data e hora deste dispositivo e conecte-se novamente.',
    },
    INVALID_PROJECT_ID: {
      shortMessage: 'ID do projeto inválido',
      longMessage:
        'O ID do projeto não é válido: verifique o `projectId` da sua configuração do Latch.',
    },
    PROJECT_ID_NOT_CONFIGURED: {
      shortMessage: 'ID do projeto não configurado',
      longMessage: 'Defina o `projectId` na sua configuração do Latch.',
    },
    SERVER_ERROR: {
      shortMessage: 'Erro no servidor',
      longMessage: 'Falha ao obter a configuração do app.',
    },
    RATE_LIMITED: {
      shortMessage: 'Muitas solicitações',
      longMessage: 'Muitas solicitações para a configuração do app: tente novamente em instantes.',
    },
    INVALID_APP_CONFIGURATION: {
      shortMessage: 'Configuração do app inválida',
      longMessage:
        'A origem desta página não foi encontrada na lista de origens permitidas do projeto: atualize a configuração do projeto.',
    },
    MULTI_WALLET_NOT_ENABLED: {
      shortMessage: 'Multicarteira não ativada',
      longMessage: 'A conexão de várias carteiras ao mesmo tempo não está ativada neste projeto.',
    },
    LOCAL_CONFIGURATION_IGNORED: {
      shortMessage: 'Configuração local ignorada',
      longMessage:
        'Sua configuração local de {features} foi ignorada porque uma configuração remota foi obtida com sucesso.',
    },
  },
}
