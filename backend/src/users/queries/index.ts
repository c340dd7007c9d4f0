// The query fragments of users/ that other features' repositories may use.
export { AUTHOR_COLUMNS, authorColumns } from './author-columns';
export { voidEmailChanges } from './email-changes';
export { memberIdOf, usernameIs } from './username-lookup';
