import { SITE_PAGES } from '@reviews/libs/site-map';
import { AppLink } from '../../components/link';
import { PageHeader } from '../../components/page-header';
import { paths } from '../../config/paths';
import { useSiteConfig } from '../../lib/site-config';

export function PrivacyRoute() {
  const { siteName, contactEmail } = useSiteConfig();
  return (
    <section className="prose">
      <PageHeader title={SITE_PAGES.privacy.title} heading="Privacy policy" />
      <h2>What we store</h2>
      <p>
        When you create an account, {siteName} stores your e-mail address, your username, and the profile
        details you choose to add: picture, bio, favourite movie, favourite show and what you are currently
        watching. We also store the comments you post and a session cookie that keeps you signed in.
      </p>
      <h2>Signing in with an identity provider versus e-mail</h2>
      <p>
        If you sign in with an identity provider, we receive your name, e-mail address and profile picture
        from that provider and never see your password there. If you sign in with e-mail, we store your
        password only as a one-way hash.
      </p>
      <h2>Sharing</h2>
      <p>We do not sell or share your data with third parties.</p>
      <h2>Deleting your data</h2>
      <p>
        You can delete your account at any time in <AppLink href={paths.settings.to()}>settings</AppLink>;
        this removes your profile, sessions and comments.
        {contactEmail && (
          <>
            {' '}
            Questions? Write to <AppLink href={`mailto:${contactEmail}`}>{contactEmail}</AppLink>.
          </>
        )}
      </p>
    </section>
  );
}
