import { SITE_PAGES } from '@reviews/libs/site-map';
import { Suspense, useMemo, type ComponentType, type ReactNode } from 'react';
import { titleWithSeason } from '@reviews/libs/rules';
import { Admin, CustomRoutes, localStorageStore, Resource, type Store } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import { LinearProgress } from '@mui/material';

import { announcements } from './announcements';
import { createAuthProvider } from './auth-provider';
import { ConsoleMenu } from './console-menu';
import {
  dataProvider as apiDataProvider,
  RESOURCES,
  type ConsoleDataProvider,
  type WriteupCardRecord,
} from './data-provider';
import { dashboard } from './dashboard';
import { drafts } from './drafts';
import { ConsoleLayout } from './layout/console-layout';
import { consoleDarkTheme, consoleLightTheme } from './layout/console-theme';
import { useEffectiveTheme } from './layout/theme-preference';
import { PATHS } from './lib/paths';
import { moderation } from './moderation';
import { users } from './users';
import { writeups } from './writeups';

const defaultStore = localStorageStore(undefined, 'ReviewsConsole');

/** Each page is its own chunk, loaded on first visit. */
function page(Component: ComponentType) {
  return (
    <Suspense fallback={<LinearProgress aria-label="Loading page" sx={{ mt: 2 }} />}>
      <Component />
    </Suspense>
  );
}

const titleOf = (writeup: WriteupCardRecord) => titleWithSeason(writeup);

/** The console's shell with the menu of its resources. */
const Layout = ({ children }: { children: ReactNode }) => (
  <ConsoleLayout menu={ConsoleMenu}>{children}</ConsoleLayout>
);

/** The console's home is `/post`; the reader site owns `/`. */
const GoToDashboard = () => <Navigate to={PATHS.dashboard} replace />;

interface AppProps {
  dataProvider?: ConsoleDataProvider;
  store?: Store;
}

/**
 * The admin console (product.md §1): admins and root start at the dashboard `/post`, write, schedule and preview writeups at
 * `/post/review`, `/edit/:id` and `/preview/:id`; root manages users at `/root`; admins and
 * root moderate reported comments at `/post/moderation`, find any writeup at `/post/writeups`
 * and post announcements at `/post/announcements`.
 *
 * Each list, edit and show view is react-admin's over a resource of the data provider; the views
 * are routed at the spec's paths rather than react-admin's `/{resource}/...` ones, so every link
 * in the console names its path (`PATHS`).
 */
export function App({ dataProvider = apiDataProvider, store = defaultStore }: AppProps) {
  const authProvider = useMemo(() => createAuthProvider(dataProvider), [dataProvider]);
  const theme = useEffectiveTheme();

  return (
    <Admin
      basename="/"
      title="Console"
      dataProvider={dataProvider}
      authProvider={authProvider}
      requireAuth
      loginPage={false}
      store={store}
      layout={Layout}
      dashboard={GoToDashboard}
      theme={theme === 'dark' ? consoleDarkTheme : consoleLightTheme}
      disableTelemetry
    >
      <Resource name={RESOURCES.drafts} icon={drafts.icon} recordRepresentation={titleOf} />
      <Resource name={RESOURCES.writeups} icon={writeups.icon} recordRepresentation={titleOf} />
      <Resource name={RESOURCES.users} icon={users.icon} recordRepresentation="username" />
      <Resource name={RESOURCES.announcements} icon={announcements.icon} recordRepresentation="title" />
      <Resource name={RESOURCES.reports} icon={moderation.icon} />
      <CustomRoutes>
        <Route path={SITE_PAGES.dashboard.pattern} element={page(dashboard.page)} />
        <Route path={SITE_PAGES.drafts.pattern} element={page(drafts.list)} />
        <Route path={SITE_PAGES.consoleWriteups.pattern} element={page(writeups.list)} />
        <Route path={SITE_PAGES.edit.pattern} element={page(writeups.edit)} />
        <Route path={SITE_PAGES.preview.pattern} element={page(writeups.show)} />
        <Route path={SITE_PAGES.consoleAnnouncements.pattern} element={page(announcements.list)} />
        <Route path={SITE_PAGES.root.pattern} element={page(users.list)} />
        <Route path={SITE_PAGES.moderation.pattern} element={page(moderation.list)} />
      </CustomRoutes>
    </Admin>
  );
}
