import { PLASTIC_LINE_SEGMENT } from '@arbora/shared/routes';
import { TileGrid } from '../../../components/tile-grid';
import { useLineCategories } from '../api/get-line-categories';

/** The Océlia home block: its ranges, linked to their listings under `/ocelia/c-…`. */
export function OceliaRanges() {
  const categories = useLineCategories();
  return (
    <TileGrid
      id="ocelia-ranges"
      title="Nos gammes Océlia"
      items={categories.map((category) => ({
        key: category.id,
        title: category.name,
        href: `/${PLASTIC_LINE_SEGMENT}/${category.slug}`,
        text: category.short_text ?? undefined,
        image: category.cover,
      }))}
    />
  );
}
