import { ACCOUNT_LINKS } from '@reviews/libs/constants';

import type { AppConfig } from '../config/app-config';
import { escapeMarkup } from '@reviews/libs/rules';
import type { OutgoingMail } from '../mail/outgoing-mail';

interface MailParts {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

/**
 * Plain text and HTML with the same words. The link stands alone on its own line in the text
 * and is both the button and the visible text in the HTML, so it survives any mail client.
 */
function compose(config: AppConfig, to: string, link: string, parts: MailParts): OutgoingMail {
  const site = config.siteName;
  const text = [`Hello,`, '', parts.intro, '', link, '', parts.outro, '', `- ${site}`, ''].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:sans-serif;line-height:1.5;color:#222">
<p>Hello,</p>
<p>${escapeMarkup(parts.intro)}</p>
<p><a href="${escapeMarkup(link)}" style="display:inline-block;padding:10px 16px;background:#1a56db;color:#fff;text-decoration:none;border-radius:6px">${escapeMarkup(parts.action)}</a></p>
<p>Or open this address: <a href="${escapeMarkup(link)}">${escapeMarkup(link)}</a></p>
<p>${escapeMarkup(parts.outro)}</p>
<p>- ${escapeMarkup(site)}</p>
</body></html>
`;
  return { to, subject: `${parts.subject} - ${site}`, text, html, link };
}

export function passwordResetMail(config: AppConfig, to: string, token: string): OutgoingMail {
  const link = `${config.publicUrl}/reset-password?token=${token}`;
  return compose(config, to, link, {
    subject: 'Reset your password',
    intro: `Someone asked to reset the password of your ${config.siteName} account. To choose a new password, open this link within ${ACCOUNT_LINKS.lifetimeMinutes} minutes:`,
    action: 'Choose a new password',
    outro: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
}

export function verifyEmailMail(config: AppConfig, to: string, token: string): OutgoingMail {
  const link = `${config.publicUrl}/verify-email?token=${token}`;
  return compose(config, to, link, {
    subject: 'Confirm your e-mail address',
    intro: `Please confirm that this is the e-mail address of your ${config.siteName} account by opening this link within ${ACCOUNT_LINKS.lifetimeMinutes} minutes:`,
    action: 'Confirm my address',
    outro: 'If you did not sign up or change your address, ignore this e-mail.',
  });
}
