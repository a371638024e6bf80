import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Tab, TabList, TabPanel } from './styles';

export interface TabItem {
  id: string;
  label: string;
  content: ReactNode;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** accessible name of the tab list, e.g. « Informations produit » */
  label: string;
  /** uncontrolled start tab; default the first */
  defaultSelectedId?: string;
  /** controlled mode: the selected tab id (with onChange) */
  selectedId?: string;
  onChange?: (id: string) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrows move and select (wrapping), Home/End jump,
 * only the selected tab is in the Tab order, then Tab reaches the panel.
 */
export function Tabs({ tabs, label, defaultSelectedId, selectedId, onChange, className }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultSelectedId ?? tabs[0]?.id);
  const current = selectedId ?? internal;
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const select = (id: string, focus: boolean) => {
    if (selectedId === undefined) setInternal(id);
    onChange?.(id);
    if (focus) buttons.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.id === current);
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    select(tab.id, true);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  return (
    <div className={className}>
      <TabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <Tab
              key={tab.id}
              ref={(el) => {
                if (el) buttons.current.set(tab.id, el);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(tab.id, false)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          tabIndex={0}
          hidden={tab.id !== current}
        >
          {tab.content}
        </TabPanel>
      ))}
    </div>
  );
}
