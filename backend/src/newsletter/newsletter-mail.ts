import { NEWSLETTER } from '@reviews/libs/constants';
import { escapeMarkup, titleWithSeason } from '@reviews/libs/rules';
import { SITE_PAGES, writeupPath } from '@reviews/libs/site-map';

import type { AppConfig } from '../config/app-config';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { listUnsubscribeHeaders } from '../mail/unsubscribe-token';
import type { IssueWriteup } from './newsletter.repository';

const BODY_STYLE = 'font-family:sans-serif;line-height:1.5;color:#222;max-width:640px';

/** An issue as every subscriber gets it, before their own unsubscribe link is added. */
export interface IssueContent {
  subject: string;
  text: string;
  html: string;
}

export type IssueKind = 'weekly' | 'monthly';

export function confirmMail(config: AppConfig, to: string, token: string): OutgoingMail {
  const site = config.siteName;
  const link = `${config.publicUrl}${SITE_PAGES.newsletterConfirm.pattern}?token=${token}`;
  const intro = `Someone asked to get the ${site} newsletter at this address: the week's reviews and articles every Monday and a roundup each month. To confirm, open this link within ${NEWSLETTER.confirmLifetimeDays} days:`;
  const outro = 'If you did not ask for it, ignore this e-mail: nothing will be sent to you.';
  return {
    to,
    subject: `Confirm your subscription - ${site}`,
    text: ['Hello,', '', intro, '', link, '', outro, '', `- ${site}`, ''].join('\n'),
    html: `<!doctype html>
<html><body style="${BODY_STYLE}">
<p>Hello,</p>
<p>${escapeMarkup(intro)}</p>
<p><a href="${escapeMarkup(link)}">Confirm my subscription</a></p>
<p>Or open this address: ${escapeMarkup(link)}</p>
<p>${escapeMarkup(outro)}</p>
<p>- ${escapeMarkup(site)}</p>
</body></html>
`,
    link,
  };
}

function scoreOf(writeup: IssueWriteup): string {
  return writeup.type === 'article' ? '' : ` (${writeup.rating}/100)`;
}

/** The issue's writeups: reviews, best first in a month's roundup, then articles, by date. */
function ordered(kind: IssueKind, writeups: readonly IssueWriteup[]): IssueWriteup[] {
  const reviews = writeups.filter((writeup) => writeup.type !== 'article');
  const articles = writeups.filter((writeup) => writeup.type === 'article');
  if (kind === 'monthly') reviews.sort((a, b) => b.rating - a.rating);
  return [...reviews, ...articles];
}

/**
 * An issue (product.md §18): plain links to the site (no tracking pixel, no rewritten links),
 * the same words in the text and HTML parts.
 */
export function issueContent(
  config: AppConfig,
  kind: IssueKind,
  period: string,
  writeups: readonly IssueWriteup[],
): IssueContent {
  const site = config.siteName;
  const subject = kind === 'weekly' ? `This week on ${site}` : `${period} on ${site}: the monthly roundup`;
  const intro =
    kind === 'weekly'
      ? `What was published on ${site} in the week to ${period}:`
      : `Everything published on ${site} in ${period}, the best scored first:`;
  const items = ordered(kind, writeups).map((writeup) => ({
    title: titleWithSeason(writeup) + scoreOf(writeup),
    headline: writeup.headline,
    link: `${config.publicUrl}${writeupPath(writeup)}`,
  }));
  const text = [
    'Hello,',
    '',
    intro,
    '',
    ...items.flatMap((item) => [
      `- ${item.title}`,
      ...(item.headline ? [`  ${item.headline}`] : []),
      `  ${item.link}`,
    ]),
    '',
    `- ${site}`,
  ].join('\n');
  const html = `<p>Hello,</p>
<p>${escapeMarkup(intro)}</p>
<ul>${items
    .map(
      (item) =>
        `<li><a href="${escapeMarkup(item.link)}">${escapeMarkup(item.title)}</a>${item.headline ? `<br>${escapeMarkup(item.headline)}` : ''}</li>`,
    )
    .join('')}</ul>
<p>- ${escapeMarkup(site)}</p>`;
  return { subject, text, html };
}

/** The one-click address of a subscriber's unsubscribe link (RFC 8058). */
export function newsletterUnsubscribeAddress(config: AppConfig, token: string): string {
  return `${config.publicUrl}/api/newsletter/unsubscribe?token=${token}`;
}

/** One subscriber's copy of an issue: their unsubscribe link at the end and in the headers. */
export function issueMail(config: AppConfig, issue: IssueContent, to: string, token: string): OutgoingMail {
  const page = `${config.publicUrl}${SITE_PAGES.newsletterUnsubscribe.pattern}?token=${token}`;
  const why = `You get this e-mail because you subscribed to the ${config.siteName} newsletter.`;
  return {
    to,
    subject: issue.subject,
    text: `${issue.text}\n\n${why} To unsubscribe, open: ${page}\n`,
    html: `<!doctype html>
<html><body style="${BODY_STYLE}">
${issue.html}
<p style="font-size:smaller">${escapeMarkup(why)} <a href="${escapeMarkup(page)}">Unsubscribe</a></p>
</body></html>
`,
    headers: listUnsubscribeHeaders(newsletterUnsubscribeAddress(config, token)),
  };
}
