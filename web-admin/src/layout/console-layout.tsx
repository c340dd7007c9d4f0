import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button } from '@mui/material';
import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';

import { ConsoleMenu } from './console-menu';

function ConsoleAppBar() {
  return (
    <AppBar userMenu={false}>
      <TitlePortal />
      {/* A document link, not a route: the reader site is another application. */}
      <Button color="inherit" href="/" startIcon={<ArrowBackIcon />}>
        Back to site
      </Button>
    </AppBar>
  );
}

export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <Layout appBar={ConsoleAppBar} menu={ConsoleMenu}>
      {children}
    </Layout>
  );
}
