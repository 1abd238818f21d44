import type { AppEventType, FrameNoticeType } from '../eventTypes.js'
import type { AppEventPayload } from '../schemas/payloads.js'
import type { NoticePayload, SuccessPayload, UserRecord } from '../schemas/replies.js'

// One valid payload per event type, for tests of the schemas and the channel.

export const APP_ORIGIN = 'https://app.example.com'
export const FRAME_ORIGIN = 'https://secure.example.com'

export const user: UserRecord = {
  email: 'ada@example.com',
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  chainId: 'eip155:1',
  accounts: [
    { address: '0x52908400098527886E0F7030069857D2E4169EE7', type: 'eoa' },
    { address: '0x8617E340B3D01FA5F11F306F4090FD50E238070D', type: 'smartAccount' },
  ],
  userName: 'ada',
  smartAccountDeployed: false,
  preferredAccountType: 'eoa',
}

export const appEventExamples: { [T in AppEventType]: AppEventPayload<T> } = {
  APP_SWITCH_NETWORK: { chainId: 137, rpcUrl: 'https://rpc.example.com/polygon' },
  APP_CONNECT_EMAIL: { email: 'ada@example.com' },
  APP_CONNECT_DEVICE: {},
  APP_CONNECT_OTP: {},
  APP_CONNECT_SOCIAL: {
    uri: 'https://secure.example.com/social/result?state=abc',
    preferredAccountType: 'smartAccount',
    chainId: 'eip155:1',
  },
  APP_GET_FARCASTER_URI: {},
  APP_CONNECT_FARCASTER: {},
  APP_GET_USER: { chainId: 1, preferredAccountType: 'eoa' },
  APP_GET_SOCIAL_REDIRECT_URI: { provider: 'github' },
  APP_SIGN_OUT: {},
  APP_IS_CONNECTED: {},
  APP_GET_CHAIN_ID: {},
  APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: {},
  APP_INIT_SMART_ACCOUNT: {},
  APP_SET_PREFERRED_ACCOUNT: {
    type: 'smartAccount',
    address: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  },
  APP_RPC_REQUEST: {
    method: 'personal_sign',
    params: ['0x68656c6c6f', '0x52908400098527886E0F7030069857D2E4169EE7'],
    chainNamespace: 'eip155',
    chainId: 1,
  },
  APP_UPDATE_EMAIL: { email: 'grace@example.com' },
  APP_UPDATE_EMAIL_PRIMARY_OTP: {},
  APP_UPDATE_EMAIL_SECONDARY_OTP: {},
  APP_SYNC_THEME: {
    themeMode: 'dark',
    themeVariables: { '--latch-accent': '#47a1ff', '--latch-font-size-master': 10 },
    w3mThemeVariables: { '--w3m-accent': '#47a1ff' },
  },
  APP_SYNC_DAPP_DATA: {
    metadata: {
      name: 'Demo',
      description: 'A demo app',
      url: 'https://app.example.com',
      icons: ['https://app.example.com/icon.png'],
    },
    sdkVersion: '0.0.0',
    sdkType: 'latch',
    projectId: 'local',
  },
  APP_RELOAD: {},
  APP_RPC_ABORT: {},
}

export const successExamples: { [T in AppEventType]: SuccessPayload<T> } = {
  APP_SWITCH_NETWORK: { chainId: 137 },
  APP_CONNECT_EMAIL: { action: 'VERIFY_OTP' },
  APP_CONNECT_DEVICE: {},
  APP_CONNECT_OTP: {},
  APP_CONNECT_SOCIAL: user,
  APP_GET_FARCASTER_URI: { url: 'https://farcaster.example.com/connect?channel=1' },
  APP_CONNECT_FARCASTER: { ...user, userName: 'ada.eth' },
  APP_GET_USER: user,
  APP_GET_SOCIAL_REDIRECT_URI: { uri: 'https://github.com/login/oauth/authorize?state=abc' },
  APP_SIGN_OUT: {},
  APP_IS_CONNECTED: { isConnected: true },
  APP_GET_CHAIN_ID: { chainId: 'eip155:1' },
  APP_GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [1, 8453] },
  APP_INIT_SMART_ACCOUNT: {
    address: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    isDeployed: true,
  },
  APP_SET_PREFERRED_ACCOUNT: {
    type: 'smartAccount',
    address: '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
  },
  APP_RPC_REQUEST: '0x5f3a',
  APP_UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' },
  APP_UPDATE_EMAIL_PRIMARY_OTP: {},
  APP_UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'grace@example.com' },
  APP_SYNC_THEME: {},
  APP_SYNC_DAPP_DATA: {},
  APP_RELOAD: {},
  APP_RPC_ABORT: {},
}

export const noticeExamples: { [T in FrameNoticeType]: NoticePayload<T> } = {
  FRAME_READY: { version: '4' },
  FRAME_SESSION_UPDATE: { token: 'session-token' },
  FRAME_RELOAD_SUCCESS: {},
  FRAME_RELOAD_ERROR: { message: 'Unable to load email login dependency' },
  FRAME_UNVERIFIED_DOMAIN: {},
}
