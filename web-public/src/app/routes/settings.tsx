import { SITE_PAGES } from '@reviews/libs/site-map';
import { PageHeader } from '../../components/page-header';
import { RequireUser } from '../../features/auth/components/require-user';
import { EmailSettings } from '../../features/account/components/email-settings';
import { PasswordSettings } from '../../features/account/components/password-settings';
import { NewsletterSettings } from '../../features/newsletter/components/newsletter-settings';
import { AvatarSettings } from '../../features/users/components/avatar-settings';
import { DeleteAccount } from '../../features/users/components/delete-account';
import { PreferencesSettings } from '../../features/users/components/preferences-settings';
import { SettingsForm } from '../../features/users/components/settings-form';
import { DataExportSettings } from '../../features/your-data/components/data-export-settings';
import { DataImportSettings } from '../../features/your-data/components/data-import-settings';

export function SettingsRoute() {
  return (
    <RequireUser>
      {(user) => (
        <section className="narrow">
          <PageHeader title={SITE_PAGES.settings.title} />
          <AvatarSettings user={user} />
          <SettingsForm user={user} />
          <PasswordSettings user={user} />
          <EmailSettings user={user} />
          <PreferencesSettings user={user} />
          <NewsletterSettings user={user} />
          <DataExportSettings />
          <DataImportSettings />
          <DeleteAccount />
        </section>
      )}
    </RequireUser>
  );
}
