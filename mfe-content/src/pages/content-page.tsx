import type { PageQueries } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ContentArticle } from '../features/pages/components/content-article';
import { pageBySlugQuery } from '../features/pages/api/get-page-by-slug';

/** `/content` is the page of slug `content`; `/a/b` the nested slug `a/b`. */
const slugOf = (pathname: string) => decodeURIComponent(pathname.replace(/^\/+|\/+$/g, ''));

export const pageQueries: PageQueries = (_params, ctx) => [pageBySlugQuery(slugOf(ctx.pathname))];

/** `/{slug}` (nested slugs allowed) and the plastic-line `/ocelia/{slug}`: the generic content page. */
export default function ContentPage() {
  const { ctx } = usePageRoute();
  const page = useSuspenseQuery(pageBySlugQuery(slugOf(ctx.pathname))).data;
  return <ContentArticle page={page} />;
}
