import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** More pages follow the last counted one (the total is "1,000+" or "100+"). */
  more?: boolean;
  onPage: (page: number) => void;
}

/** Previous / numbered / next; long runs collapse to the first, last and neighbours. */
export function Pagination({ page, pageCount, more = false, onPage }: PaginationProps) {
  if (pageCount <= 1 && !more) return null;
  const pages: Array<number | null> = visiblePages(page, pageCount);
  if (more) pages.push(null);
  return (
    <nav className="pagination" aria-label="Pagination">
      <button
        type="button"
        className="button button--outline button--sm"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft size={16} aria-hidden="true" /> Previous
      </button>
      <ul className="pagination__pages">
        {pages.map((p, index) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps are positional.
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <button
                type="button"
                className={`pagination__page ${p === page ? 'pagination__page--current' : ''}`}
                aria-current={p === page ? 'page' : undefined}
                aria-label={`Page ${p}`}
                onClick={() => onPage(p)}
              >
                {p}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className="button button--outline button--sm"
        disabled={page >= pageCount && !more}
        onClick={() => onPage(page + 1)}
      >
        Next <ChevronRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}

function visiblePages(page: number, count: number): Array<number | null> {
  const wanted = new Set([1, count, page - 1, page, page + 1].filter((p) => p >= 1 && p <= count));
  const sorted = [...wanted].sort((a, b) => a - b);
  const result: Array<number | null> = [];
  for (const p of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && p - previous > 1) result.push(null);
    result.push(p);
  }
  return result;
}
