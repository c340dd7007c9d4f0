const MARKUP_SPECIAL = /[&<>"']/g;
const MARKUP_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Safe inside HTML and XML text and double- or single-quoted attributes. */
export function escapeMarkup(value: string): string {
  return value.replace(MARKUP_SPECIAL, (character) => MARKUP_ESCAPES[character]);
}
