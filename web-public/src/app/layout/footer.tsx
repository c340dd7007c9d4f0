import { COLLECTIONS } from '@reviews/libs/constants';

import { AppLink } from '../../components/link';
import { paths } from '../../config/paths';
import { SubscribeForm } from '../../features/newsletter/components/subscribe-form';
import { useSiteConfig } from '../../lib/site-config';
import { ThemeSwitch } from './theme-switch';

const collectionTitle = (slug: string) =>
  COLLECTIONS.find((collection) => collection.slug === slug)?.title ?? slug;

export function Footer() {
  const { siteName, contactEmail } = useSiteConfig();
  const columns: { label: string; links: { href: string; text: string }[] }[] = [
    {
      label: 'Site',
      links: [
        { href: paths.about.to(), text: 'About' },
        { href: paths.announcements.to(), text: 'Announcements' },
        ...(contactEmail ? [{ href: `mailto:${contactEmail}`, text: 'Contact' }] : []),
        { href: paths.privacy.to(), text: 'Privacy' },
        { href: paths.stats.to(), text: 'Stats' },
      ],
    },
    {
      label: 'Browse',
      links: [
        { href: paths.home.to(), text: 'Home' },
        { href: paths.listing.to('movie'), text: 'Movies' },
        { href: paths.listing.to('series'), text: 'Shows' },
        { href: paths.listing.to('articles'), text: 'Articles' },
        { href: paths.collections.to(), text: 'Collections' },
        { href: paths.lists.to(), text: 'Lists' },
      ],
    },
    {
      label: 'Discover',
      links: [
        { href: paths.leaderboard.to(), text: 'Leaderboard' },
        { href: paths.search.to(''), text: 'Search' },
        { href: paths.collection.to('must-watch'), text: collectionTitle('must-watch') },
        { href: paths.collection.to('best-of-the-2020s'), text: collectionTitle('best-of-the-2020s') },
        { href: paths.random.to(), text: 'Random' },
      ],
    },
  ];
  return (
    <footer className="footer">
      <div className="footer__inner">
        <div className="footer__brand">
          <strong>{siteName}</strong>
          <p>Film and series reviews from people who love them.</p>
          <ThemeSwitch />
          <SubscribeForm />
        </div>
        {columns.map((column) => (
          <nav key={column.label} aria-label={column.label} className="footer__column">
            <h2 className="footer__heading">{column.label}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.text}>
                  <AppLink href={link.href}>{link.text}</AppLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </footer>
  );
}
