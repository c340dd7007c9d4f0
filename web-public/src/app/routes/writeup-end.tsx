import type { Writeup } from '@reviews/libs/contract';
import { titleWithSeason } from '@reviews/libs/rules';
import { useLocation } from 'react-router-dom';

import { useComments } from '../../features/comments/api/get-comments';
import { ShareButton } from '../../features/sharing/components/share-button';
import { ReadNext } from '../../features/writeups/components/read-next';
import { useSiteConfig } from '../../lib/site-config';
import { useUserStore } from '../../stores/user-store';

/** After a writeup: a way to share it (issue 29). What to read next comes after its comments. */
export function WriteupEnd({ writeup }: { writeup: Writeup }) {
  const { publicUrl } = useSiteConfig();
  const { pathname } = useLocation();
  return (
    <div className="writeup-end">
      <ShareButton title={titleWithSeason(writeup)} url={`${publicUrl}${pathname}`} />
    </div>
  );
}

/**
 * What to read next, at the very end of the page. It appears only once the comments and the
 * session above it have settled, so it is added below everything shown and moves nothing.
 */
export function WriteupReadNext({ writeup }: { writeup: Writeup }) {
  const { isPending: commentsPending } = useComments(writeup._id);
  const sessionKnown = useUserStore((state) => state.initialised);
  return (
    <div className="writeup-end">{!commentsPending && sessionKnown && <ReadNext writeup={writeup} />}</div>
  );
}
