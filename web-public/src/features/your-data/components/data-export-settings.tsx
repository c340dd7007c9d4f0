import { useId } from 'react';

import { EXPORT_DATA_HREF } from '../api/export-data';

/** Settings: the member downloads everything of theirs as a zip (product.md §17). */
export function DataExportSettings() {
  const headingId = useId();
  const aboutId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>Download your data</h2>
      <p id={aboutId}>
        A zip of your profile, diary, ratings, watchlist, reviews, lists, comments, likes and follows. The
        diary, ratings, watchlist and reviews use Letterboxd&apos;s layout, so other sites can import them.
      </p>
      <a className="button" href={EXPORT_DATA_HREF} download aria-describedby={aboutId}>
        Download your data (.zip)
      </a>
    </section>
  );
}
