const MISSING = /^Missing required fields: (.+)$/;

/** `Release year` -> `the release year`; `MPAA rating` keeps its capitals. */
function theField(label: string): string {
  const lowered = /^[A-Z][a-z]/.test(label) ? label[0].toLowerCase() + label.slice(1) : label;
  return `the ${lowered}`;
}

function listed(items: string[]): string {
  return items.length === 1 ? items[0] : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * A failed save or restore in plain words (issue 28): the server's sentence as it is, except a
 * list of missing fields, which becomes "The title is required to publish." and an unanswered
 * request, which says what happened to the edits.
 */
export function plainSaveError(error: unknown): string {
  const { message, status } = (error ?? {}) as { message?: string; status?: number };
  if (status === 0 || !message || message === 'Network error') {
    return 'The server could not be reached; your changes are kept in this browser.';
  }
  const missing = MISSING.exec(message);
  if (!missing) return message;
  const fields = missing[1].split(', ').map(theField);
  const sentence = `${listed(fields)} ${fields.length === 1 ? 'is' : 'are'} required to publish.`;
  return sentence[0].toUpperCase() + sentence.slice(1);
}
