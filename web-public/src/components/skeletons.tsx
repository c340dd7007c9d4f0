/**
 * Loading placeholders laid out like what replaces them (same classes, same boxes), so nothing on
 * the page moves when the data arrives. Each announces itself once as a status for assistive
 * technology; the shapes themselves are hidden from it.
 */
function LoadingStatus({ label }: { label: string }) {
  return (
    <span role="status" className="visually-hidden">
      {label}
    </span>
  );
}

/** Stands in for a `WriteupGrid` of `count` cards. */
export function WriteupGridSkeleton({ count, label = 'Loading' }: { count: number; label?: string }) {
  return (
    <div className="skeleton">
      <LoadingStatus label={label} />
      <ul className="writeup-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="writeup-card">
            <div className="writeup-card__body">
              <span className="writeup-card__byline">
                <span className="skeleton__block skeleton__avatar" />
                <span className="skeleton__line" />
              </span>
              <span className="writeup-card__poster skeleton__block" />
              <span className="writeup-card__title skeleton__line" />
              <span className="writeup-card__meta">
                <span className="skeleton__line skeleton__line--short" />
              </span>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Stands in for a `WriteupList` of `count` rows. */
export function WriteupListSkeleton({ count, label = 'Loading' }: { count: number; label?: string }) {
  return (
    <div className="skeleton">
      <LoadingStatus label={label} />
      <ol className="writeup-list" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <span className="writeup-row">
              <span className="writeup-row__thumb skeleton__block" />
              <span className="writeup-row__main">
                <span className="writeup-row__title skeleton__line" />
                <span className="writeup-row__meta skeleton__line skeleton__line--short" />
              </span>
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/** Stands in for a writeup page's banner, poster and heading. */
export function WriteupDetailSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="skeleton">
      <LoadingStatus label={label} />
      <div className="writeup" aria-hidden="true">
        <div className="writeup__banner skeleton__banner" />
        <div className="writeup__header">
          <span className="writeup__poster skeleton__block" />
          <div className="writeup__heading skeleton__heading">
            <span className="skeleton__line skeleton__line--title" />
            <span className="skeleton__line" />
            <span className="skeleton__line skeleton__line--short" />
          </div>
        </div>
      </div>
    </div>
  );
}

/** Holds the place of the home page's announcement banner, which has a fixed height. */
export function AnnouncementSkeleton() {
  return (
    <div className="announcement-banner skeleton" aria-hidden="true">
      <span className="announcement-banner__label">Announcement</span>
      <span className="announcement-banner__title skeleton__line" />
      <span className="announcement-banner__content skeleton__line" />
    </div>
  );
}
