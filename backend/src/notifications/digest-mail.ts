import type { Notification } from '@reviews/libs/contract';
import { escapeMarkup } from '@reviews/libs/rules';
import { SITE_PAGES } from '@reviews/libs/site-map';

import type { AppConfig } from '../config/app-config';
import type { OutgoingMail } from '../mail/outgoing-mail';
import { listUnsubscribeHeaders } from '../mail/unsubscribe-token';

/** One line of the digest: who did what (notification text carries no spoilers). */
export function notificationLine(notification: Notification): string {
  const [first] = notification.actors;
  const others = notification.actorCount - 1;
  const who = `${first?.username ?? 'Someone'}${others > 0 ? ` and ${others} other${others === 1 ? '' : 's'}` : ''}`;
  const title = notification.writeup?.title ?? '';
  switch (notification.kind) {
    case 'reply':
      return `${who} replied to your comment on ${title}: "${notification.comment?.content ?? ''}"`;
    case 'like':
      if (notification.log) return `${who} liked your diary entry of ${title}`;
      return notification.comment ? `${who} liked your comment on ${title}` : `${who} liked ${title}`;
    case 'follow':
      return `${who} started following you`;
    case 'published':
      return `${who} published ${title}`;
  }
}

/** The daily digest (product.md §13): the latest unread notifications and an unsubscribe link. */
export function digestMail(
  config: AppConfig,
  to: string,
  unread: number,
  latest: Notification[],
  unsubscribeToken: string,
): OutgoingMail {
  const site = config.siteName;
  const page = `${config.publicUrl}${SITE_PAGES.notifications.pattern}`;
  const unsubscribe = `${config.publicUrl}${SITE_PAGES.unsubscribe.pattern}?token=${unsubscribeToken}`;
  const intro = `You have ${unread} unread notification${unread === 1 ? '' : 's'} on ${site}.`;
  const lines = latest.map(notificationLine);
  const text = [
    'Hello,',
    '',
    intro,
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    `See them all: ${page}`,
    '',
    `You get this e-mail once a day because you asked for a daily digest. To stop it, open: ${unsubscribe}`,
    '',
    `- ${site}`,
    '',
  ].join('\n');
  const html = `<!doctype html>
<html><body style="font-family:sans-serif;line-height:1.5;color:#222">
<p>Hello,</p>
<p>${escapeMarkup(intro)}</p>
<ul>${lines.map((line) => `<li>${escapeMarkup(line)}</li>`).join('')}</ul>
<p><a href="${escapeMarkup(page)}">See them all</a></p>
<p style="font-size:smaller">You get this e-mail once a day because you asked for a daily digest. <a href="${escapeMarkup(unsubscribe)}">Unsubscribe</a></p>
<p>- ${escapeMarkup(site)}</p>
</body></html>
`;
  return {
    to,
    subject: `Your notifications - ${site}`,
    text,
    html,
    link: unsubscribe,
    headers: listUnsubscribeHeaders(
      `${config.publicUrl}/api/notifications/unsubscribe?token=${unsubscribeToken}`,
    ),
  };
}
