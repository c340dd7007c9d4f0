import { LIMITS, THUMBNAIL } from '@reviews/libs/constants';
import type { WriteupCard } from '@reviews/libs/contract';
import { displayHeadline, displayReleaseYear } from '@reviews/libs/rules';
import { isConsolePath } from '@reviews/libs/site-map';
import { FloatingFocusManager, FloatingOverlay } from '@floating-ui/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';

import { useModal } from '../../../components/dialog';
import { FallbackImage } from '../../../components/fallback-image';
import { SearchIcon } from '../../../components/icons';
import { Score } from '../../../components/score';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../stores/user-store';
import { useSuggestions } from '../api/get-suggestions';
import { buildSuggestions } from './build-suggestions';

interface SearchOverlayProps {
  onClose: () => void;
}

/** The `/` search: grouped suggestions, arrow keys and Enter, focus kept inside until closed. */
export default function SearchOverlay({ onClose }: SearchOverlayProps) {
  const navigate = useNavigate();
  const user = useCurrentUser();
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const term = query.trim();
  const long = term.length >= LIMITS.searchMin;
  const { data, isFetching } = useSuggestions(query);
  const results = long ? data : undefined;

  const groups = useMemo(
    () => (long ? buildSuggestions(term, user?.type ?? null, results) : []),
    [long, term, user, results],
  );
  const items = groups.flatMap((group) => group.items);
  const totalMatched = results?.totalMatched ?? 0;

  const { refs, context, getFloatingProps } = useModal(onClose);

  const go = (href: string) => {
    onClose();
    if (isConsolePath(href)) window.location.assign(href);
    // A router navigation: nothing to wait for.
    else void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && items.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % items.length);
    } else if (event.key === 'ArrowUp' && items.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? items.length - 1 : index - 1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (items[active]) go(items[active].href);
      else if (long) go(paths.search.to(term));
    }
  };

  let index = -1;
  return (
    <FloatingOverlay lockScroll className="overlay overlay--top">
      <FloatingFocusManager context={context} initialFocus={inputRef} returnFocus>
        <div ref={refs.setFloating} className="search-overlay" aria-label="Search" {...getFloatingProps()}>
          <div className="search-overlay__field">
            <SearchIcon className="search-overlay__icon" />
            <label htmlFor={inputId} className="visually-hidden">
              Search
            </label>
            <input
              ref={inputRef}
              id={inputId}
              type="search"
              role="combobox"
              autoComplete="off"
              placeholder="Search reviews, articles, people and pages"
              aria-expanded={items.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={items[active] ? `${listId}-${active}` : undefined}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
            />
            <kbd className="search-overlay__esc">Esc</kbd>
          </div>
          {/* The list is there only with suggestions in it: a list of none is no list (axe, issue 41). */}
          {/* Scrolls on a phone: focusable, so keyboards can scroll it too (axe). */}
          <div
            className="search-overlay__results"
            aria-busy={isFetching}
            role="region"
            aria-label="Search results"
            tabIndex={0}
          >
            {!long && <p className="search-overlay__hint">Type at least {LIMITS.searchMin} characters.</p>}
            {long && groups.length === 0 && !isFetching && (
              <p className="search-overlay__hint">No results found</p>
            )}
            {groups.length > 0 && (
              <div id={listId} role="listbox" aria-label="Suggestions">
                {groups.map((group) => (
                  <div
                    role="group"
                    aria-label={group.label}
                    key={group.label}
                    className="search-overlay__group"
                  >
                    <div className="search-overlay__group-label" aria-hidden="true">
                      {group.label}
                    </div>
                    {group.items.map((item) => {
                      index += 1;
                      const itemIndex = index;
                      return (
                        <div
                          key={item.id}
                          id={`${listId}-${itemIndex}`}
                          role="option"
                          aria-selected={itemIndex === active}
                          className={
                            itemIndex === active ? 'search-overlay__item is-active' : 'search-overlay__item'
                          }
                          onMouseMove={() => setActive(itemIndex)}
                          onMouseDown={(event) => event.preventDefault()}
                          onClick={() => go(item.href)}
                        >
                          {item.writeup ? (
                            <WriteupSuggestion label={item.label} writeup={item.writeup} />
                          ) : (
                            item.label
                          )}
                        </div>
                      );
                    })}
                  </div>
                ))}
              </div>
            )}
          </div>
          <div className="search-overlay__footer">
            {totalMatched > 0 ? (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => go(paths.search.to(term))}
              >
                View {totalMatched} matching results
              </button>
            ) : (
              <button type="button" className="button button--ghost" onClick={() => go(paths.random.to())}>
                Go random
              </button>
            )}
          </div>
        </div>
      </FloatingFocusManager>
    </FloatingOverlay>
  );
}

/** A writeup's suggestion: poster thumbnail, title, and the year and score (an article: its headline). */
function WriteupSuggestion({ label, writeup }: { label: string; writeup: WriteupCard }) {
  return (
    <span className="search-suggestion">
      <FallbackImage
        className="search-suggestion__thumb"
        src={writeup.poster || writeup.image}
        placeholder={writeup.poster ? writeup.posterPlaceholder : writeup.imagePlaceholder}
        kind="portrait"
        alt=""
        width={THUMBNAIL.width}
        height={THUMBNAIL.height}
        loading="eager"
      />
      <span className="search-suggestion__main">
        <span className="search-suggestion__title">{label}</span>
        {writeup.type === 'article' ? (
          <span className="search-suggestion__meta">{displayHeadline(writeup)}</span>
        ) : (
          <span className="search-suggestion__meta">
            <span>{displayReleaseYear(writeup)}</span>
            <Score rating={writeup.rating} />
          </span>
        )}
      </span>
    </span>
  );
}
