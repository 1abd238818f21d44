const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

/** Text made safe to place in HTML, as content or attribute. */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (character) => escapes[character] ?? character)
