import { forwardRef, lazy, Suspense, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { isAdminConsolePath } from '../config/paths';
import { previewKind } from './link-preview-kind';

const LinkPreview = lazy(() => import('./link-preview'));

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  children: ReactNode;
  /** Show a hover preview for writeup, profile and collection links. */
  preview?: boolean;
}

/**
 * The spec's link behaviour: `#anchors` are plain in-page links (as are the admin console's paths,
 * another application), `/paths` go through the router,
 * anything else opens in a new tab without referrer or opener.
 */
export const AppLink = forwardRef<HTMLAnchorElement, AppLinkProps>(function AppLink(
  { href, children, preview = false, ...rest },
  ref,
) {
  if (href.startsWith('#') || isAdminConsolePath(href)) {
    return (
      <a ref={ref} href={href} {...rest}>
        {children}
      </a>
    );
  }
  if (href.startsWith('/')) {
    const link = (
      <Link ref={ref} to={href} {...rest}>
        {children}
      </Link>
    );
    if (preview && previewKind(href)) {
      return (
        <Suspense fallback={link}>
          <LinkPreview href={href}>{link}</LinkPreview>
        </Suspense>
      );
    }
    return link;
  }
  return (
    <a ref={ref} href={href} target="_blank" rel="noreferrer noopener" {...rest}>
      {children}
    </a>
  );
});
