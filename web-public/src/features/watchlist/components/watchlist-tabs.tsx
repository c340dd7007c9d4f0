import { useRef, type KeyboardEvent } from 'react';

import type { WatchlistTab } from '../api/get-watchlist';

export const WATCHLIST_TABS: { tab: WatchlistTab; label: string }[] = [
  { tab: 'to-watch', label: 'To watch' },
  { tab: 'watched', label: 'Watched' },
];

export const tabId = (tab: WatchlistTab) => `watchlist-tab-${tab}`;
export const PANEL_ID = 'watchlist-panel';

/** The two views of the Watchlist page, as ARIA tabs: arrow keys move between them. */
export function WatchlistTabs({
  selected,
  onSelect,
}: {
  selected: WatchlistTab;
  onSelect: (tab: WatchlistTab) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = (index + step + WATCHLIST_TABS.length) % WATCHLIST_TABS.length;
    buttons.current[next]?.focus();
    onSelect(WATCHLIST_TABS[next].tab);
  };
  return (
    <div className="tabs" role="tablist" aria-label="Watchlist">
      {WATCHLIST_TABS.map(({ tab, label }, index) => (
        <button
          key={tab}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          id={tabId(tab)}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={tab === selected}
          aria-controls={PANEL_ID}
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
