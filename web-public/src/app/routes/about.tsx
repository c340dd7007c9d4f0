import { SITE_PAGES } from '@reviews/libs/site-map';
import { PageHeader } from '../../components/page-header';
import { AppLink } from '../../components/link';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../lib/site-config';

export function AboutRoute() {
  const { siteName } = useSiteConfig();
  return (
    <section className="prose">
      <PageHeader title={SITE_PAGES.about.title} heading={`About ${siteName}`} />
      <p>
        {siteName} is a small community of people who love films and series. Our writers publish reviews and
        articles; everyone is welcome to read, search, comment and keep a profile.
      </p>
      <p>
        Scores run from 0 to 100. Browse the <AppLink href={paths.leaderboard.to()}>leaderboard</AppLink> for
        the best rated, explore our <AppLink href={paths.collections.to()}>collections</AppLink>, or let us
        pick a <AppLink href={paths.random.to()}>random review</AppLink> for you.
      </p>
      <p>
        Curious about the numbers? The <AppLink href={paths.stats.to()}>stats page</AppLink> counts every
        review and word.
      </p>
    </section>
  );
}
