// Test-only: every scenario of the root machine (`machines/latch.ts`), region by region, for the
// coverage test of `latch.test.ts`, which runs them all to see every transition taken. Each
// region's test uses its own region's file (`latch<Region>Scenarios.ts`).

import { latchAccountListsScenarios } from './latchAccountListsScenarios.js'
import { latchBuyScenarios } from './latchBuyScenarios.js'
import { latchConnectionsScenarios } from './latchConnectionsScenarios.js'
import { latchEmbeddedWalletScenarios } from './latchEmbeddedWalletScenarios.js'
import { latchNameRegistrationScenarios } from './latchNameRegistrationScenarios.js'
import { latchNavigationScenarios } from './latchNavigationScenarios.js'
import { latchNetworkScenarios } from './latchNetworkScenarios.js'
import { latchPayScenarios } from './latchPayScenarios.js'
import { latchSavedConnectionsScenarios } from './latchSavedConnectionsScenarios.js'
import { latchSendScenarios } from './latchSendScenarios.js'
import { latchSignInScenarios } from './latchSignInScenarios.js'
import { latchSwapScenarios } from './latchSwapScenarios.js'
import { latchWalletConnectScenarios } from './latchWalletConnectScenarios.js'

export const latchScenarios = {
  ...latchNavigationScenarios,
  ...latchNetworkScenarios,
  ...latchConnectionsScenarios,
  ...latchSavedConnectionsScenarios,
  ...latchWalletConnectScenarios,
  ...latchEmbeddedWalletScenarios,
  ...latchSignInScenarios,
  ...latchSendScenarios,
  ...latchBuyScenarios,
  ...latchSwapScenarios,
  ...latchPayScenarios,
  ...latchNameRegistrationScenarios,
  ...latchAccountListsScenarios,
}
