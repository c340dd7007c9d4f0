import type { ApiSchema } from './api-schema.js';

// product.md §15: members' diary and reviews.

/** Body of POST /api/writeup/{id}/log and PATCH /api/log/{id}. */
export type LogRequest = ApiSchema<'LogDto'>;

/** One diary entry: a watch of a movie or series, maybe scored and reviewed. */
export type LogEntry = ApiSchema<'LogEntryDto'>;

/** GET /api/user/{username}/diary and GET /api/writeup/{id}/reviews. */
export type LogEntriesPage = ApiSchema<'LogEntriesPageDto'>;

/** An entry as a moderator sees it in the report queue (`kind: "review"`). */
export type ReportedLogEntry = ApiSchema<'ReportedLogEntryDto'>;
