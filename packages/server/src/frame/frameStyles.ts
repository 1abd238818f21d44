/** The file name the frame page's stylesheet is served as, beside its scripts. */
export const frameStylesName = 'frame.css'

/**
 * The frame page's stylesheet: the approval card, in the frame's own fixed colours for each
 * mode (each pair of text and background at least 4.5:1, WCAG AA; frameStyles.test.ts checks
 * them). The page chooses only the mode and the Approve button's accent (frameTheme.ts sets
 * `--latch-approve-*`): nothing it sends can hide, shrink or recolour the facts.
 */
export const frameStyles = `:root {
  --latch-font-size-master: 10px;
  --latch-border-radius-master: 4px;
  --latch-font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --latch-approve-background: #326fd1;
  --latch-approve-text: #ffffff;
  --latch-color-background: #141414;
  --latch-color-foreground: #f3f3f3;
  --latch-color-muted: #9a9a9a;
  --latch-color-surface: #202020;
  color-scheme: dark;
}
:root[data-theme="light"] {
  --latch-color-background: #ffffff;
  --latch-color-foreground: #141414;
  --latch-color-muted: #6b6b6b;
  --latch-color-surface: #f3f3f3;
  color-scheme: light;
}
html, body { margin: 0; height: 100%; }
body {
  background: var(--latch-color-background);
  color: var(--latch-color-foreground);
  font-family: var(--latch-font-family);
  font-size: calc(var(--latch-font-size-master) * 1.4);
  line-height: 1.4;
}
*, *::before, *::after { box-sizing: border-box; }
.approval {
  display: flex;
  flex-direction: column;
  gap: calc(var(--latch-font-size-master) * 1.2);
  height: 100%;
  padding: calc(var(--latch-font-size-master) * 1.6);
  overflow: auto;
}
.approval h1 { margin: 0; font-size: 1.3em; }
.approval dl {
  flex: 1;
  min-height: 0;
  overflow: auto;
  margin: 0;
  padding: calc(var(--latch-font-size-master) * 1.2);
  border-radius: calc(var(--latch-border-radius-master) * 2);
  background: var(--latch-color-surface);
  display: grid;
  align-content: start;
  gap: 0.25em;
}
.approval dt { color: var(--latch-color-muted); font-size: 0.85em; }
.approval dt:not(:first-child) { margin-top: 0.5em; }
.approval dd {
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
}
.approval__calls {
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75em;
}
.approval__calls h2 { margin: 0 0 0.25em; font-size: 1em; }
.approval__actions { display: flex; gap: 0.75em; }
/* Where the visitor approves in the approval window: says so, and what became of the window. */
.approval__note { margin: 0; color: var(--latch-color-foreground); font-size: 0.9em; }
.approval__actions button {
  flex: 1;
  min-height: 3em;
  border-radius: calc(var(--latch-border-radius-master) * 2);
  font: inherit;
  font-weight: 600;
  cursor: pointer;
}
.approval__reject {
  background: transparent;
  color: var(--latch-color-foreground);
  border: 1px solid color-mix(in srgb, var(--latch-color-muted) 40%, transparent);
}
/* As the modal's primary button: the accent darkened by 15%, with white or black text at
   4.5:1 at least (4.9:1 with the default accent). Disabled until the card has been seen. */
.approval__approve {
  background: var(--latch-approve-background);
  color: var(--latch-approve-text);
  border: 1px solid transparent;
}
/* Not by opacity: IntersectionObserver v2 counts a translucent button as unseen, for ever. */
.approval__approve:disabled {
  background: var(--latch-color-surface);
  color: var(--latch-color-muted);
  cursor: progress;
}
.approval__reject:hover { background: var(--latch-color-surface); }
.approval__actions button:focus-visible {
  outline: 2px solid var(--latch-color-foreground);
  outline-offset: 2px;
}
/* The approval window's own line (loading, done, not opened by the frame), outside the card. */
.window-status { margin: 0; padding: calc(var(--latch-font-size-master) * 1.6); }
.code {
  display: flex;
  flex-direction: column;
  gap: calc(var(--latch-font-size-master) * 0.8);
  padding: calc(var(--latch-font-size-master) * 1.2);
}
.code__label { color: var(--latch-color-muted); font-size: 0.9em; }
/* The code field: large, spaced digits in the frame's fixed colours. */
.code__input {
  width: 100%;
  min-height: 3em;
  padding: 0 0.75em;
  border: 1px solid var(--latch-color-muted);
  border-radius: calc(var(--latch-border-radius-master) * 2);
  background: var(--latch-color-surface);
  color: var(--latch-color-foreground);
  font: inherit;
  font-size: 1.6em;
  font-variant-numeric: tabular-nums;
  letter-spacing: 0.5em;
  text-align: center;
}
.code__input:focus-visible { outline: 2px solid var(--latch-color-foreground); outline-offset: 2px; }
.code__input[aria-invalid="true"] { border-color: var(--latch-color-foreground); }
.code__status { margin: 0; min-height: 1.4em; }
`
