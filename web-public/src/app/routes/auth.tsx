import { useLocation } from 'react-router-dom';

import { paths } from '../../config/paths';
import { AuthForm } from '../../features/auth/components/auth-form';
import { useTitle } from '../../lib/use-title';

/** /login and /register: the same form (spec §2). */
export function AuthRoute() {
  const mode = useLocation().pathname === paths.register.pattern ? 'register' : 'login';
  useTitle(mode === 'register' ? 'Register' : 'Login');
  return <AuthForm key={mode} mode={mode} />;
}
