import { SITE_PAGES } from '@reviews/libs/site-map';
import { useLocation } from 'react-router-dom';

import { AuthForm } from '../../features/auth/components/auth-form';
import { useTitle } from '../../lib/use-title';

/** /login and /register: the same form (spec §2). */
export function AuthRoute() {
  const mode = useLocation().pathname === SITE_PAGES.register.pattern ? 'register' : 'login';
  useTitle(SITE_PAGES[mode].title);
  return <AuthForm key={mode} mode={mode} />;
}
