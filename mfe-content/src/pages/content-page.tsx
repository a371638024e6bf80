import { useLocation } from 'react-router';
import { ContentArticle } from '../features/pages/components/content-article';
import { usePageBySlug } from '../features/pages/api/get-page-by-slug';

/** `/{slug}` (nested slugs allowed) and the plastic-line `/ocelia/{slug}`: the generic content page. */
export default function ContentPage() {
  const { pathname } = useLocation();
  const slug = decodeURIComponent(pathname.replace(/^\/+|\/+$/g, ''));
  const page = usePageBySlug(slug);
  return <ContentArticle page={page} />;
}
