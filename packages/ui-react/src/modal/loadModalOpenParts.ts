/**
 * Imports what the open modal may need at once (see `modalOpenParts`): one import for the
 * shell's two uses, the alert banner and a pick, so that the shell's chunk says it once.
 */
export const loadModalOpenParts = () => import('./modalOpenParts.js')
