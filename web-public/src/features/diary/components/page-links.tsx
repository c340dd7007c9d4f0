import { Link } from 'react-router-dom';

interface PageLinksProps {
  page: number;
  totalPages: number;
  hrefOf: (page: number) => string;
}

/** Previous and next as real links, so paging works before scripts run (product.md §14). */
export function PageLinks({ page, totalPages, hrefOf }: PageLinksProps) {
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label="Pagination">
      {page > 1 ? (
        <Link className="button button--ghost" rel="prev" to={hrefOf(page - 1)}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} of {totalPages}
      </span>
      {page < totalPages ? (
        <Link className="button button--ghost" rel="next" to={hrefOf(page + 1)}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
