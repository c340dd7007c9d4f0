import { ACCOUNT_LINKS } from '@reviews/libs/constants';
import { escapeMarkup } from '@reviews/libs/rules';
import { SITE_PAGES } from '@reviews/libs/site-map';

import type { AppConfig } from '../config/app-config';
import type { OutgoingMail } from '../mail/outgoing-mail';

interface MailParts {
  subject: string;
  intro: string;
  outro: string;
  /** The button's words, when the mail carries a link. */
  action?: string;
}

/**
 * Plain text and HTML with the same words. The link stands alone on its own line in the text
 * and is both the button and the visible text in the HTML, so it survives any mail client.
 */
function compose(config: AppConfig, to: string, link: string | undefined, parts: MailParts): OutgoingMail {
  const site = config.siteName;
  const linkLines = link ? [link, ''] : [];
  const text = [`Hello,`, '', parts.intro, '', ...linkLines, parts.outro, '', `- ${site}`, ''].join('\n');
  const linkHtml = link
    ? `<p><a href="${escapeMarkup(link)}" style="display:inline-block;padding:10px 16px;background:#1a56db;color:#fff;text-decoration:none;border-radius:6px">${escapeMarkup(parts.action ?? link)}</a></p>
<p>Or open this address: <a href="${escapeMarkup(link)}">${escapeMarkup(link)}</a></p>
`
    : '';
  const html = `<!doctype html>
<html><body style="font-family:sans-serif;line-height:1.5;color:#222">
<p>Hello,</p>
<p>${escapeMarkup(parts.intro)}</p>
${linkHtml}<p>${escapeMarkup(parts.outro)}</p>
<p>- ${escapeMarkup(site)}</p>
</body></html>
`;
  return { to, subject: `${parts.subject} - ${site}`, text, html, link };
}

function linkTo(config: AppConfig, pattern: string, token: string): string {
  return `${config.publicUrl}${pattern}?token=${token}`;
}

export function passwordResetMail(config: AppConfig, to: string, token: string): OutgoingMail {
  return compose(config, to, linkTo(config, SITE_PAGES.resetPassword.pattern, token), {
    subject: 'Reset your password',
    intro: `Someone asked to reset the password of your ${config.siteName} account. To choose a new password, open this link within ${ACCOUNT_LINKS.lifetimeMinutes} minutes:`,
    action: 'Choose a new password',
    outro: 'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  });
}

export function verifyEmailMail(config: AppConfig, to: string, token: string): OutgoingMail {
  return compose(config, to, linkTo(config, SITE_PAGES.verifyEmail.pattern, token), {
    subject: 'Confirm your e-mail address',
    intro: `Please confirm that this is the e-mail address of your ${config.siteName} account by opening this link within ${ACCOUNT_LINKS.lifetimeMinutes} minutes:`,
    action: 'Confirm my address',
    outro: 'If you did not sign up or change your address, ignore this e-mail.',
  });
}

/** To the current address when a change to `newEmail` is asked for. */
export function cancelEmailChangeMail(
  config: AppConfig,
  to: string,
  newEmail: string,
  token: string,
): OutgoingMail {
  return compose(config, to, linkTo(config, SITE_PAGES.cancelEmailChange.pattern, token), {
    subject: 'Your e-mail address is about to change',
    intro: `Someone asked to change the e-mail address of your ${config.siteName} account to ${newEmail}. It changes when that address confirms it. If this was not you, cancel the change by opening this link within ${ACCOUNT_LINKS.lifetimeMinutes} minutes:`,
    action: 'Cancel the change',
    outro: 'If it was you, ignore this e-mail. If it was not, also change your password.',
  });
}

/** To the old address once a change of address is confirmed. */
export function emailChangedMail(config: AppConfig, to: string, newEmail: string): OutgoingMail {
  return compose(config, to, undefined, {
    subject: 'Your e-mail address was changed',
    intro: `The e-mail address of your ${config.siteName} account is now ${newEmail}; this address no longer signs in or receives its e-mails.`,
    outro: `If you did not make this change, write to the ${config.siteName} team${config.contactEmail ? ` at ${config.contactEmail}` : ''} at once.`,
  });
}
