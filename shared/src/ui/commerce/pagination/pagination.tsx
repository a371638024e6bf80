import { withPage } from '@arbora/shared/routes';
import { Link } from '@arbora/shared/ui';
import { VisuallyHidden } from '@arbora/shared/ui';
import { pageRange } from './page-range';
import { Edge, Gap, List, PageLink } from './styles';

export interface PaginationProps {
  /** the listing path without page segment, e.g. "/blog/jardin" (query kept) */
  basePath: string;
  currentPage: number;
  pageCount: number;
  /** pages shown on each side of the current one */
  siblings?: number;
  /** accessible name of the nav when a page has several paginations */
  label?: string;
  className?: string;
}

/**
 * Links to the pages of a listing: page 1 is the bare path, page N adds "-p--N" (shared/routes
 * withPage), so every page has one crawlable URL. Hidden when there is a single page.
 */
export function Pagination({
  basePath,
  currentPage,
  pageCount,
  siblings = 1,
  label = 'Pagination',
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, currentPage), pageCount);
  return (
    <nav aria-label={label} className={className}>
      <List>
        {current > 1 && (
          <Edge>
            <PageLink>
              <Link to={withPage(basePath, current - 1)} rel="prev">
                Précédente
                <VisuallyHidden>
                  {'\u00a0'}: page {current - 1}
                </VisuallyHidden>
              </Link>
            </PageLink>
          </Edge>
        )}
        {pageRange(current, pageCount, siblings).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`}>
              <Gap aria-hidden="true">…</Gap>
            </li>
          ) : (
            <li key={slot}>
              <PageLink>
                <Link to={withPage(basePath, slot)} aria-current={slot === current ? 'page' : undefined}>
                  <VisuallyHidden>Page </VisuallyHidden>
                  {slot}
                </Link>
              </PageLink>
            </li>
          ),
        )}
        {current < pageCount && (
          <Edge>
            <PageLink>
              <Link to={withPage(basePath, current + 1)} rel="next">
                Suivante
                <VisuallyHidden>
                  {'\u00a0'}: page {current + 1}
                </VisuallyHidden>
              </Link>
            </PageLink>
          </Edge>
        )}
      </List>
    </nav>
  );
}
