import { AVATAR_SIZES } from '@reviews/libs/constants';
import type { User } from '@reviews/libs/contract';

import { Avatar } from '../../../components/avatar';
import { AppLink } from '../../../components/link';
import { paths } from '../../../config/paths';
import { Markdown } from '../../../lib/markdown';
import { formatDate } from '../../../lib/page-clock';

export function ProfileCard({ user }: { user: User }) {
  const links = user.favoriteLinks ?? {};
  const facts = [
    { label: 'Favorite movie', value: user.favoriteMovie, link: links.favoriteMovie },
    { label: 'Favorite show', value: user.favoriteShow, link: links.favoriteShow },
    { label: 'Currently watching', value: user.watching, link: links.watching },
  ].filter((fact) => fact.value);
  return (
    <section className="profile-card">
      <div className="profile-card__avatar">
        <span className="profile-card__avatar--large">
          <Avatar username={user.username} src={user.avatar} size={AVATAR_SIZES.large} />
        </span>
        <span className="profile-card__avatar--small">
          <Avatar username={user.username} src={user.avatar} size={AVATAR_SIZES.small} />
        </span>
      </div>
      <div className="profile-card__body">
        <h1>{user.username}</h1>
        <p className="profile-card__since">
          {user.type !== 'user' && <span className="badge">{user.type}</span>} Member since{' '}
          {formatDate(user.created)}
        </p>
        {user.bio && <Markdown html={user.bioHtml} className="markdown profile-card__bio" />}
        {facts.length > 0 && (
          <dl className="profile-card__facts">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>
                  {fact.link ? (
                    <AppLink href={paths.writeup.to(fact.link.type, fact.link.slug)} preview>
                      {fact.value}
                    </AppLink>
                  ) : (
                    fact.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
