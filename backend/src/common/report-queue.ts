/**
 * The moderators' queue (product.md §10, §15) holds reported comments and diary entries alike:
 * what it says of one reported thing besides the thing itself, from the tally of its reports.
 */
export interface ReportTallyFields {
  count: number;
  /** Newest first. */
  details: { reason: string; reportedContent: string; created: Date }[];
  lastReported: Date | null;
}

/** The writeup a reported thing is on, its reports as the queue answers them, and the time it sorts by. */
export function queuedReport(
  writeup: { id: string; title: string; slug: string | null; type: 'movie' | 'series' | 'article' },
  tally: ReportTallyFields,
) {
  return {
    writeup: { _id: writeup.id, title: writeup.title, slug: writeup.slug, type: writeup.type },
    count: tally.count,
    reasons: tally.details.map((detail) => detail.reason),
    details: tally.details.map((detail) => ({ ...detail, created: detail.created.toISOString() })),
    lastReported: tally.lastReported?.toISOString() ?? null,
    sortAt: tally.lastReported?.getTime() ?? 0,
  };
}
