import { useEffect } from 'react';

import { useSiteConfig } from './site-config';

/** Sets the document title to `{title} - {site name}`. */
export function useTitle(title: string | undefined): void {
  const { siteName } = useSiteConfig();
  useEffect(() => {
    document.title = title ? `${title} - ${siteName}` : siteName;
  }, [title, siteName]);
}
