import { SITE_PAGES } from '@reviews/libs/site-map';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { QueryError } from '../../components/query-error';
import { Spinner } from '../../components/spinner';
import { paths } from '../../config/paths';
import { useRandomWriteup } from '../../features/writeups/api/get-random-writeup';
import { useTitle } from '../../lib/use-title';

export function RandomRoute() {
  useTitle(SITE_PAGES.random.title);
  const navigate = useNavigate();
  const { data: writeup, error } = useRandomWriteup();
  useEffect(() => {
    // A router navigation: nothing to wait for.
    if (writeup?.slug) void navigate(paths.review.to(writeup.slug), { replace: true });
  }, [writeup, navigate]);
  return error ? <QueryError error={error} /> : <Spinner label="Picking a random review" />;
}
