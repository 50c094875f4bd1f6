import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

interface TabsProps<K extends string> {
  label: string;
  tabs: ReadonlyArray<TabItem<K>>;
  active: K;
  onChange: (key: K) => void;
  children: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs: one tab stop for the list, Arrow keys, Home and End move between tabs and
 * activate them; the panel follows the active tab.
 */
export function Tabs<K extends string>({ label, tabs, active, onChange, children, className }: TabsProps<K>) {
  const baseId = useId();
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const activeIndex = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === active),
  );

  const focusTab = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    onChange(tab.key);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: activeIndex === last ? 0 : activeIndex + 1,
      ArrowLeft: activeIndex === 0 ? last : activeIndex - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  return (
    <div className={`tabs ${className ?? ''}`}>
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              className="tabs__tab"
              onClick={() => onChange(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${tabs[activeIndex]?.key ?? ''}`}
        className="tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}
