import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { AppBar, Layout, LoadingIndicator, Sidebar, type SidebarProps, TitlePortal } from 'react-admin';

import { useIsPhone } from './phone-cards';
import { ThemeMenu } from './theme-menu';

/** react-admin's default bar actions (its loading indicator), with the reader site's theme switch. */
function BarActions() {
  return (
    <>
      <ThemeMenu />
      <LoadingIndicator />
    </>
  );
}

function ConsoleAppBar() {
  return (
    <AppBar userMenu={false} toolbar={<BarActions />}>
      {/* Each page names itself in its own h1 (page-heading.tsx); the bar repeats it as text. */}
      <TitlePortal component="span" />
      {/* A document link, not a route: the reader site is another application. */}
      <Button color="inherit" href="/" startIcon={<ArrowBackIcon />} sx={{ flexShrink: 0 }}>
        Back to site
      </Button>
    </AppBar>
  );
}

/** On a phone the menu is a dialog over the page, which needs a name. */
function ConsoleSidebar(props: SidebarProps) {
  const isPhone = useIsPhone();
  return <Sidebar {...props} slotProps={isPhone ? { paper: { 'aria-label': 'Menu' } } : undefined} />;
}

/** The console's shell; its `menu` of resources comes from the composition (app.tsx). */
export function ConsoleLayout({ children, menu }: { children: ReactNode; menu: ComponentType }) {
  return (
    <Layout appBar={ConsoleAppBar} menu={menu} sidebar={ConsoleSidebar}>
      {children}
    </Layout>
  );
}
