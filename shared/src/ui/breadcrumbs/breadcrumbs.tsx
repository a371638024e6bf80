import { Link } from '../link/link';
import { Item, List } from './styles';

export interface BreadcrumbItem {
  label: string;
  /** internal path, e.g. "/devis" */
  route: string;
}

export interface BreadcrumbsProps {
  items: readonly BreadcrumbItem[];
  className?: string;
}

/**
 * WAI-ARIA breadcrumb: a labelled nav with an ordered list of links, the last one (the current
 * page) marked aria-current="page". The shell server emits the BreadcrumbList JSON-LD.
 */
export function Breadcrumbs({ items, className }: BreadcrumbsProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="Fil d’Ariane" className={className}>
      <List>
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <Item key={`${item.route}-${index}`}>
              <Link to={item.route} aria-current={current ? 'page' : undefined}>
                {item.label}
              </Link>
            </Item>
          );
        })}
      </List>
    </nav>
  );
}
