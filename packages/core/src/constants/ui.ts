// The modal's fixed measures (SPEC.md §2 "Other UI behaviour"); the UI turns them into CSS.
export const MODAL_WIDTH_PX = 360
export const MODAL_Z_INDEX = 999
export const DEFAULT_FONT_SIZE_PX = 10
export const DEFAULT_BORDER_RADIUS_PX = 4
