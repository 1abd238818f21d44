/** Thrown with the setting at fault; `resolveServerConfig` turns it into a ServerConfigError. */
export class ChainSettingsError extends Error {
  override readonly name = 'ChainSettingsError'
}
