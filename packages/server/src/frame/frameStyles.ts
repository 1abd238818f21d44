/** The file name the frame page's stylesheet is served as, beside its scripts. */
export const frameStylesName = 'frame.css'

/**
 * The frame page's stylesheet: the approval card, drawn with the modal's `--latch-*`
 * variables (the defaults here, the site's theme once APP_SYNC_THEME sets them on the root),
 * so that the card the frame shows over ApproveTransaction looks like the modal around it.
 */
export const frameStyles = `:root {
  --latch-font-size-master: 10px;
  --latch-border-radius-master: 4px;
  --latch-font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --latch-accent: #3b82f6;
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
  margin: 0;
  padding: calc(var(--latch-font-size-master) * 1.2);
  border-radius: calc(var(--latch-border-radius-master) * 2);
  background: var(--latch-color-surface);
  display: grid;
  gap: 0.25em;
}
.approval dt { color: var(--latch-color-muted); font-size: 0.85em; }
.approval dt:not(:first-child) { margin-top: 0.5em; }
.approval dd {
  margin: 0;
  overflow-wrap: anywhere;
  white-space: pre-wrap;
  max-height: 12em;
  overflow: auto;
}
.approval__actions { display: flex; gap: 0.75em; margin-top: auto; }
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
/* As the modal's primary button: white on the accent darkened by 15%, 4.9:1 (WCAG AA) with
   the default accent, in both modes. */
.approval__approve {
  background: color-mix(in srgb, var(--latch-accent) 85%, #000);
  color: #fff;
  border: 1px solid transparent;
}
.approval__approve:hover { background: color-mix(in srgb, var(--latch-accent) 75%, #000); }
.approval__reject:hover { background: var(--latch-color-surface); }
.approval__actions button:focus-visible {
  outline: 2px solid var(--latch-accent);
  outline-offset: 2px;
}
`
