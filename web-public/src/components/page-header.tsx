import type { ReactNode } from 'react';

import { useTitle } from '../lib/use-title';

interface PageHeaderProps {
  title: string;
  /** Heading text when it differs from the document title. */
  heading?: ReactNode;
  children?: ReactNode;
}

/** The page's heading; also sets the document title. */
export function PageHeader({ title, heading, children }: PageHeaderProps) {
  useTitle(title);
  return (
    <header className="page-header">
      <h1>{heading ?? title}</h1>
      {children}
    </header>
  );
}
