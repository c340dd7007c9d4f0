/**
 * JSON for a `<script type="application/ld+json">` block: `<`, `>` and `&` as \u escapes so a
 * value holding `</script>` or `<!--` cannot end the block, and the line separators JavaScript
 * once rejected escaped too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
