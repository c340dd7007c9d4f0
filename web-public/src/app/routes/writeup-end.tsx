import type { Writeup } from '@reviews/libs/contract';
import { titleWithSeason } from '@reviews/libs/rules';
import { useLocation } from 'react-router-dom';

import { ShareButton } from '../../features/sharing/components/share-button';
import { ReadNext } from '../../features/writeups/components/read-next';
import { useSiteConfig } from '../../lib/site-config';

/** After a writeup: a way to share it, and what to read next (issue 29). */
export function WriteupEnd({ writeup }: { writeup: Writeup }) {
  const { publicUrl } = useSiteConfig();
  const { pathname } = useLocation();
  return (
    <div className="writeup-end">
      <ShareButton title={titleWithSeason(writeup)} url={`${publicUrl}${pathname}`} />
      <ReadNext writeup={writeup} />
    </div>
  );
}
