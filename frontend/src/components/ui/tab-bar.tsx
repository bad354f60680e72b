// A row of tabs and the panel of the open one (the WAI-ARIA tabs pattern): a tablist of buttons,
// only the open tab in the Tab order (roving tabindex), the arrow keys moving to the next or
// previous tab (wrapping round) and opening it. Which tab is open belongs to the page (the token
// and referral-gift pages keep it in the URL, ?tab=history). Ids and classes are built from the
// page's prefix, so each page keeps its own styles: `<prefix>-tabs` on the list, `<prefix>-tab`
// on each button (id `<prefix>-tab-<id>`), `<prefix>-panel` on the panel (id `<prefix>-panel-<id>`).
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabBarTab<T extends string> {
  id: T;
  label: ReactNode;
}

export interface TabBarProps<T extends string> {
  /** Prefix of the ids and classes (e.g. 'wl' gives wl-tabs, wl-tab, wl-tab-history). */
  prefix: string;
  /** The tablist's accessible name. */
  label: string;
  tabs: TabBarTab<T>[];
  selected: T;
  onSelect: (id: T) => void;
}

export function TabBar<T extends string>({ prefix, label, tabs, selected, onSelect }: TabBarProps<T>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Arrow keys move between the tabs (WAI-ARIA tabs pattern).
  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onSelect(tabs[next].id);
    buttons.current[next]?.focus();
  }

  return (
    <div className={`${prefix}-tabs`} role="tablist" aria-label={label}>
      {tabs.map((t, index) => (
        <button
          key={t.id}
          ref={(node) => {
            buttons.current[index] = node;
          }}
          type="button"
          role="tab"
          id={`${prefix}-tab-${t.id}`}
          aria-selected={selected === t.id}
          aria-controls={`${prefix}-panel-${t.id}`}
          tabIndex={selected === t.id ? 0 : -1}
          className={`${prefix}-tab`}
          onClick={() => onSelect(t.id)}
          onKeyDown={(e) => onKeyDown(e, index)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}

/** The open tab's panel, labelled by its tab. */
export function TabPanel({ prefix, selected, children }: { prefix: string; selected: string; children: ReactNode }) {
  return (
    <div role="tabpanel" id={`${prefix}-panel-${selected}`} aria-labelledby={`${prefix}-tab-${selected}`} className={`${prefix}-panel`}>
      {children}
    </div>
  );
}
