import { SITE_PAGES } from '@reviews/libs/site-map';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

import { paths } from '../../config/paths';
import { preloadScreen } from '../screen-modules';

import { AuthForm } from '../../features/auth/components/auth-form';
import { useTitle } from '../../lib/use-title';

/** /login and /register: the same form (spec §2). */
export function AuthRoute() {
  const mode = useLocation().pathname === SITE_PAGES.register.pattern ? 'register' : 'login';
  useTitle(SITE_PAGES[mode].title);
  // "Forgot password?" then opens its form at once, without a flash of "Loading".
  useEffect(() => void preloadScreen(paths.forgotPassword.to()), []);
  return <AuthForm key={mode} mode={mode} />;
}
