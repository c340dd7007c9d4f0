import { forwardRef, lazy, Suspense, useState, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { linkDestination, NEW_TAB_LINK } from '@reviews/libs/rules';
import { isConsolePath } from '@reviews/libs/site-map';

import { previewKind } from './link-preview-kind';

const LinkPreview = lazy(() => import('./link-preview'));

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
  /** Show a hover preview for writeup, profile and collection links. */
  preview?: boolean;
}

/**
 * The spec's link behaviour (libs `linkDestination`): `#anchors` are plain in-page links (as are
 * the admin console's paths, another application), `/paths` go through the router, anything else
 * (other sites, `//host`, `mailto:`, `tel:`) opens in a new tab without referrer or opener.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, children, preview = false, ...rest },
  ref,
) {
  const destination = linkDestination(href);
  if (destination === 'in-page' || (destination === 'site' && isConsolePath(href))) {
    return (
      <a ref={ref} href={href} {...rest}>
        {children}
      </a>
    );
  }
  if (destination === 'site') {
    if (preview && previewKind(href)) {
      return (
        <PreviewedLink ref={ref} href={href} {...rest}>
          {children}
        </PreviewedLink>
      );
    }
    return (
      <Link ref={ref} to={href} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a ref={ref} href={href} {...NEW_TAB_LINK} {...rest}>
      {children}
    </a>
  );
});

/**
 * A router link whose hover card (floating-ui, in its own chunk) is set up on the first pointer or
 * focus that reaches it: a listing shows dozens of these and most are never hovered, so until then
 * they cost no more than plain links. The card is the link's sibling, so arming it never replaces
 * the link (which would drop its focus); armed by a focus, whose event has passed, it opens at once.
 */
const PreviewedLink = forwardRef<HTMLAnchorElement, Omit<AppLinkProps, 'preview'>>(function PreviewedLink(
  { href, children, onPointerEnter, onFocus, ...rest },
  ref,
) {
  // The link itself is taken from the event that arms the card, never recorded as the link mounts:
  // a state update from a ref is a synchronous render during the page's commit, which then ran
  // every effect of the page before the browser could paint it.
  const [armed, setArmed] = useState<{ by: 'pointer' | 'focus'; anchor: HTMLAnchorElement } | null>(null);
  return (
    <>
      <Link
        ref={ref}
        to={href}
        {...rest}
        onPointerEnter={(event) => {
          const anchor = event.currentTarget;
          setArmed((current) => current ?? { by: 'pointer', anchor });
          onPointerEnter?.(event);
        }}
        onFocus={(event) => {
          const anchor = event.currentTarget;
          setArmed((current) => current ?? { by: 'focus', anchor });
          onFocus?.(event);
        }}
      >
        {children}
      </Link>
      {armed && (
        <Suspense fallback={null}>
          <LinkPreview href={href} anchor={armed.anchor} openAtOnce={armed.by === 'focus'} />
        </Suspense>
      )}
    </>
  );
});
