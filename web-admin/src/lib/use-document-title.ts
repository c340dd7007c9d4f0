import { useEffect } from 'react';

import { useSiteConfig } from './site-config';

/** Spec §2: page titles are '{title} - {site name}'. */
export function useDocumentTitle(title: string): void {
  const { siteName } = useSiteConfig();
  useEffect(() => {
    document.title = `${title} - ${siteName}`;
  }, [title, siteName]);
}
