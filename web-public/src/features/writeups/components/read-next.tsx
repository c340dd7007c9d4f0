import type { Writeup } from '@reviews/libs/contract';
import { useDeferredValue } from 'react';

import { AppLink } from '../../../components/link';
import { WriteupGrid } from '../../../components/writeups/writeup-grid';
import { paths } from '../../../config/paths';
import { useRelatedWriteups } from '../api/get-related-writeups';

/**
 * The end of a writeup: more by its author and related writeups (same collection or genre), from
 * one public read. Nothing while it loads or when it fails: the page is whole without it.
 */
export function ReadNext({ writeup }: { writeup: Writeup }) {
  const { data: answer } = useRelatedWriteups(writeup._id);
  // Its cards render in the background when they arrive, leaving the main thread free meanwhile.
  const data = useDeferredValue(answer);
  if (!data) return null;
  const author = writeup.admin.username;
  return (
    <>
      {data.moreByAuthor.length > 0 && (
        <section className="section read-next" aria-labelledby="more-by-author">
          <h2 className="section__title" id="more-by-author">
            More by <AppLink href={paths.profile.to(author)}>{author}</AppLink>
          </h2>
          <WriteupGrid writeups={data.moreByAuthor} />
        </section>
      )}
      {data.related.length > 0 && (
        <section className="section read-next" aria-labelledby="related-writeups">
          <h2 className="section__title" id="related-writeups">
            Related
          </h2>
          <WriteupGrid writeups={data.related} />
        </section>
      )}
    </>
  );
}
