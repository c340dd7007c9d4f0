import { usePrefetchQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';

import { writeupQuery } from '../features/writeups/api/get-writeup';

/*
 * A screen's code arrives in its own chunk, and its first query would only start once that chunk
 * has loaded and rendered. These start the query beside the chunk instead; the screen then finds
 * it in flight (same query key) rather than asking again.
 */

export function WriteupPrefetch() {
  const { slug = '' } = useParams();
  usePrefetchQuery(writeupQuery(slug, useLocation().pathname.startsWith('/article/')));
  return null;
}
