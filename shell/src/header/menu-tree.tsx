import { t } from '@arbora/shared/messages';
import type { MenuItem } from '@arbora/shared/schemas';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ChevronIcon } from './icons';

const List = styled.ul<{ $level: number }>`
  list-style: none;
  margin: 0;
  padding: 0 0 0 ${({ $level }) => ($level === 0 ? '0' : '1rem')};
`;

const Row = styled.div`
  display: flex;
  align-items: stretch;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  a {
    flex: 1;
    display: flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a[aria-current='page'] {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

const Toggle = styled.button`
  min-width: 2.75rem;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

function Branch({ item, level, onNavigate }: { item: MenuItem; level: number; onNavigate: () => void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const hasChildren = item.children.length > 0;
  return (
    <li>
      <Row>
        {item.external ? (
          <a href={item.url}>{item.label}</a>
        ) : (
          <Link to={item.url} onClick={onNavigate}>
            {item.label}
          </Link>
        )}
        {hasChildren ? (
          <Toggle
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            aria-label={t('header_submenu_toggle', { label: item.label })}
            onClick={() => setOpen((value) => !value)}
          >
            <ChevronIcon open={open} />
          </Toggle>
        ) : null}
      </Row>
      {hasChildren ? (
        <div id={listId} hidden={!open}>
          <MenuTree items={item.children} level={level + 1} onNavigate={onNavigate} />
        </div>
      ) : null}
    </li>
  );
}

/** The whole menu tree, every level expandable in place (the phone drawer). */
export function MenuTree({
  items,
  level = 0,
  onNavigate,
}: {
  items: MenuItem[];
  level?: number;
  onNavigate: () => void;
}) {
  return (
    <List $level={level}>
      {items.map((item) => (
        <Branch key={item.id} item={item} level={level} onNavigate={onNavigate} />
      ))}
    </List>
  );
}
