// The service clients in one chunk: `createLatch` loads it with `import()` only when the site
// configured services, so a page without them (or before they are needed) does not carry
// their schemas.
// The origin check runs only when email or social login is asked for.
export { isOriginAllowed } from '../config/origins.js'
// The alerts the services raise, with their texts.
export { getAlert } from '../errors/alerts.js'
export { createAccountData } from './accountData.js'
export { createAnalyticsService } from './analyticsService.js'
export { createBlockchainService } from './blockchainService.js'
export { createConfigService } from './configService.js'
export { loadFeatures } from './loadFeatures.js'
export { getNameSuggestions } from './nameSuggestions.js'
export { createWalletRegistry } from './walletRegistry.js'
