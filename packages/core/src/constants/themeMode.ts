// A module of its own: the modal shell resolves the mode before any click, and the secure
// frame's chunk shares `ui.ts`; one module for both made a chunk of its own that the page
// fetched before the first click only for this word.
/** With no theme given the system preference decides; this is the fallback. */
export const DEFAULT_THEME_MODE = 'dark'
