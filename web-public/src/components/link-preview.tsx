import { getUserProfile, getWriteup } from '@reviews/libs/api';
import { buildCollections, TOOLTIP_FADE_MS, TOOLTIP_LEAVE_DELAY_MS } from '@reviews/libs/constants';
import type { User, Writeup } from '@reviews/libs/contract';
import { titleWithSeason } from '@reviews/libs/rules';
import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useFloating,
  useHover,
  useInteractions,
  useRole,
  useTransitionStyles,
} from '@floating-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState } from 'react';

import { call } from '../lib/api';
import { useSiteConfig } from '../lib/site-config';
import { Avatar } from './avatar';
import { FallbackImage } from './fallback-image';
import { CollectionIconSvg } from './icons';
import { previewKind, type PreviewTarget } from './link-preview-kind';
import { Score } from './score';

const OPEN_DELAY_MS = 300;

function previewFilter(target: PreviewTarget & { kind: 'writeup' }) {
  return target.article ? { slug: target.slug, type: 'article' } : { slug: target.slug };
}

function fetchPreview(target: PreviewTarget, signal: AbortSignal): Promise<Writeup | User | null> {
  if (target.kind === 'writeup')
    return call(getWriteup, { query: { filter: previewFilter(target) } }, signal);
  if (target.kind === 'user') return call(getUserProfile, { path: { username: target.username } }, signal);
  return Promise.resolve(null);
}

/** The key of the operation a preview reads; a collection's preview reads nothing. */
function previewKey(target: PreviewTarget): readonly unknown[] {
  if (target.kind === 'writeup') return getWriteup.key({ query: { filter: previewFilter(target) } });
  if (target.kind === 'user') return getUserProfile.key({ path: { username: target.username } });
  return [target];
}

function PreviewBody({ target, open }: { target: PreviewTarget; open: boolean }) {
  const { favoritesName } = useSiteConfig();
  const { data } = useQuery({
    queryKey: previewKey(target),
    queryFn: ({ signal }) => fetchPreview(target, signal),
    enabled: open && target.kind !== 'collection',
    staleTime: 5 * 60_000,
  });
  if (target.kind === 'collection') {
    const collection = buildCollections(favoritesName).find((candidate) => candidate.slug === target.slug);
    if (!collection) return null;
    return (
      <span className="preview__row">
        <CollectionIconSvg icon={collection.icon} className="preview__icon" />
        <strong>{collection.title}</strong>
      </span>
    );
  }
  if (!data) return <span className="preview__loading">Loading…</span>;
  if (target.kind === 'user') {
    const user = data as User;
    return (
      <span className="preview__row">
        <Avatar username={user.username} src={user.avatar} size={40} />
        <strong>{user.username}</strong>
      </span>
    );
  }
  const writeup = data as Writeup;
  const isArticle = writeup.type === 'article';
  return (
    <span className="preview__writeup">
      <FallbackImage
        className="preview__image"
        src={isArticle ? writeup.image : writeup.poster}
        focus={isArticle ? writeup.imageFocus : writeup.posterFocus}
        placeholder={isArticle ? writeup.imagePlaceholder : writeup.posterPlaceholder}
        kind={isArticle ? 'landscape' : 'portrait'}
        alt=""
        width={isArticle ? 200 : 160}
        height={isArticle ? 112 : 240}
      />
      <strong>{titleWithSeason(writeup)}</strong>
      {!isArticle && <Score rating={writeup.rating} />}
    </span>
  );
}

/**
 * The hover (or keyboard focus) card of a writeup, profile or collection link (`anchor`), mounted by
 * the link on its first hover or focus; `openAtOnce` when that was a focus.
 */
export default function LinkPreview({
  href,
  anchor,
  openAtOnce,
}: {
  href: string;
  anchor: HTMLAnchorElement;
  openAtOnce: boolean;
}) {
  const target = previewKind(href);
  const [open, setOpen] = useState(openAtOnce && anchor.matches(':focus-visible'));
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'top',
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  useLayoutEffect(() => refs.setReference(anchor), [refs, anchor]);
  // useHover listens on the anchor itself; movement opens the card too, as the pointer that
  // mounted it has already entered.
  const hover = useHover(context, {
    delay: { open: OPEN_DELAY_MS, close: TOOLTIP_LEAVE_DELAY_MS },
    move: true,
  });
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, role]);
  const { isMounted, styles } = useTransitionStyles(context, { duration: TOOLTIP_FADE_MS });
  const describedBy = getReferenceProps()['aria-describedby'];

  // The anchor is the link's own element, rendered by the link: what a reference's props would
  // add (keyboard focus opens, blur closes, the card describes it) is set on it here.
  useEffect(() => {
    const onFocus = () => setOpen(anchor.matches(':focus-visible'));
    const onBlur = () => setOpen(false);
    anchor.addEventListener('focus', onFocus);
    anchor.addEventListener('blur', onBlur);
    return () => {
      anchor.removeEventListener('focus', onFocus);
      anchor.removeEventListener('blur', onBlur);
    };
  }, [anchor]);
  useEffect(() => {
    if (typeof describedBy !== 'string') return;
    anchor.setAttribute('aria-describedby', describedBy);
    return () => anchor.removeAttribute('aria-describedby');
  }, [anchor, describedBy]);

  if (!target || !isMounted) return null;
  return (
    <FloatingPortal>
      <div
        ref={refs.setFloating}
        className="preview"
        style={{ ...floatingStyles, ...styles }}
        {...getFloatingProps()}
      >
        <PreviewBody target={target} open={open} />
      </div>
    </FloatingPortal>
  );
}
