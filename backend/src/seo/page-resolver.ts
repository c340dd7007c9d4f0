import { Injectable } from '@nestjs/common';
import { buildCollections, REVIEW_SORTS } from '@reviews/libs/constants';
import { LISTING_KINDS, type ListingKind, pathSegments } from '@reviews/libs/page-reads';
import { titleWithSeason } from '@reviews/libs/rules';

import { AppConfig } from '../config/app-config';
import type { PageMeta } from './page-head';
import { SeoRepository, type WriteupKind } from './seo.repository';
import { articleJsonLd, reviewJsonLd } from './structured-data';
import { plainText, summary } from './text-summary';
import { describeWriteup } from './writeup-description';

type StaticPage = Pick<PageMeta, 'title' | 'description'>;

const NOT_FOUND: StaticPage = {
  title: '404',
  description: 'Oops! The droids you’re looking could not be found.',
};

/** Pages whose metadata does not depend on stored data. */
function staticPages(siteName: string): Record<string, StaticPage> {
  return {
    '/': { title: 'Home', description: `Film and series reviews and articles on ${siteName}.` },
    '/about': { title: 'About', description: `What ${siteName} is and who writes it.` },
    '/privacy': { title: 'Privacy', description: `What ${siteName} stores about you, and how to delete it.` },
    '/announcements': { title: 'Announcements', description: `News from the team of ${siteName}.` },
    '/leaderboard': { title: 'Leaderboard', description: 'The highest rated movies and shows.' },
    '/stats': { title: 'Stats', description: `Numbers about the reviews and articles on ${siteName}.` },
    '/collections': { title: 'Collections', description: 'Hand-picked collections of reviews.' },
    '/search': { title: 'Search', description: `Search the reviews, articles and members of ${siteName}.` },
    '/random': { title: 'Random review', description: 'A review picked at random.' },
    '/login': { title: 'Login', description: `Sign in to ${siteName}.` },
    '/register': { title: 'Register', description: `Join ${siteName}.` },
    '/forgot-password': {
      title: 'Forgot password',
      description: `Get a link to choose a new ${siteName} password.`,
    },
    '/reset-password': { title: 'Reset password', description: `Choose a new ${siteName} password.` },
    '/verify-email': {
      title: 'Confirm e-mail address',
      description: `Confirm your ${siteName} e-mail address.`,
    },
    '/settings': { title: 'Settings', description: 'Your profile and account settings.' },
    '/me': { title: 'My profile', description: 'Your profile.' },
    '/roundup': { title: 'Roundup', description: 'Your monthly roundup.' },
  };
}

/** What each listing of LISTING_KINDS holds, for its description. */
const LISTING_NOUNS: Record<ListingKind, string> = {
  movie: 'movie reviews',
  series: 'series reviews',
  articles: 'articles',
};

const encoded = (segment: string) => encodeURIComponent(segment);

/** Decides the metadata of each public page (product.md §6) from the path alone and public data. */
@Injectable()
export class PageResolver {
  private readonly statics: Record<string, StaticPage>;

  constructor(
    private readonly config: AppConfig,
    private readonly seo: SeoRepository,
  ) {
    this.statics = staticPages(config.siteName);
  }

  async resolve(path: string, now: Date = new Date()): Promise<PageMeta> {
    return (await this.find(path, now)) ?? { ...NOT_FOUND, path: null, ogType: 'website' };
  }

  private async find(path: string, now: Date): Promise<PageMeta | null> {
    const parts = pathSegments(path);
    if (parts === null) return null;
    const normalised = `/${parts.map(encoded).join('/')}`;
    const page = this.statics[normalised];
    if (page) return { ...page, path: normalised, ogType: 'website' };

    const [first, second, third, ...rest] = parts;
    if (rest.length > 0) return null;
    switch (first) {
      case 'movie':
      case 'series':
      case 'articles':
        return third === undefined ? this.listing(first, second) : null;
      case 'collection':
        return this.collection(second, third);
      case 'review':
      case 'article':
        return second && third === undefined ? this.writeup(first, second, now) : null;
      case 'profile':
      case 'user':
        return second && third === undefined ? this.profile(second) : null;
      case 'roundup':
        return second && third === undefined ? this.roundup(second) : null;
      default:
        return null;
    }
  }

  private listing(name: ListingKind, sort = 'new'): PageMeta | null {
    const listing = LISTING_KINDS[name];
    if (!(listing.sorts as readonly string[]).includes(sort)) return null;
    return {
      title: listing.title,
      description: `All ${LISTING_NOUNS[name]} on ${this.config.siteName}.`,
      path: `/${name}/${sort}`,
      ogType: 'website',
    };
  }

  private collection(slug: string | undefined, sort = 'new'): PageMeta | null {
    const collection = buildCollections(this.config.favoritesName).find((entry) => entry.slug === slug);
    if (!collection || !REVIEW_SORTS.includes(sort as (typeof REVIEW_SORTS)[number])) return null;
    return {
      title: collection.title,
      description: collection.description,
      path: `/collection/${collection.slug}/${sort}`,
      ogType: 'website',
    };
  }

  private async writeup(kind: WriteupKind, slug: string, now: Date): Promise<PageMeta | null> {
    const writeup = await this.seo.publishedBySlug(kind, slug, now);
    if (!writeup) return null;
    const path = `/${kind}/${encoded(slug)}`;
    const url = `${this.config.publicUrl}${path}`;
    const site = { siteName: this.config.siteName, publicUrl: this.config.publicUrl };
    const description = describeWriteup(writeup);
    return {
      title: titleWithSeason(writeup),
      description,
      path,
      ogType: 'article',
      image: writeup.image || writeup.poster || undefined,
      publishedTime: writeup.cardDate.toISOString(),
      jsonLd:
        kind === 'review' ? reviewJsonLd(writeup, url, site) : articleJsonLd(writeup, url, description, site),
    };
  }

  private async profile(username: string): Promise<PageMeta | null> {
    const user = await this.seo.userByUsername(username);
    if (!user) return null;
    return {
      title: user.username,
      description: summary(plainText(user.bio)) || `${user.username}'s profile on ${this.config.siteName}.`,
      path: `/profile/${encoded(user.username)}`,
      ogType: 'profile',
    };
  }

  private async roundup(username: string): Promise<PageMeta | null> {
    const user = await this.seo.userByUsername(username);
    if (!user) return null;
    return {
      title: `${user.username}'s roundup`,
      description: `What ${user.username} wrote and discussed each month on ${this.config.siteName}.`,
      path: `/roundup/${encoded(user.username)}`,
      ogType: 'website',
    };
  }
}
