import type { INestApplicationContext } from '@nestjs/common';
import type { Role, WriteupType } from '@reviews/libs/constants';
import { slugSource } from '@reviews/libs/rules';

import { StoredMarkdown } from '../markdown/stored-markdown.service';
import type { AppConfig } from '../config/app-config';
import type { Database } from '../database/database';
import { DATABASE } from '../database/database.tokens';
import type { UserRow } from '../database/schema';
import { UsersRepository } from '../users/users.repository';
import { EmailAccountsService } from '../users/email-accounts.service';
import type { SaveWriteupDto } from '../writeups/dto/save-writeup.request';
import { WriteupEditorService } from '../writeups/editing/writeup-editor.service';
import {
  DEMO_ADMINS,
  DEMO_ANNOUNCEMENTS,
  DEMO_ARTICLES,
  DEMO_COMMENTS,
  DEMO_DRAFTS,
  DEMO_MEMBERS,
  DEMO_NOTES,
  DEMO_REVIEWS,
  DEMO_SCHEDULED,
  type DemoArticle,
  type DemoReview,
  demoArticleContent,
  demoReviewContent,
  FAVORITE,
} from './demo-data';
import { DemoImages } from './demo-images';
import { seedDiaries } from './demo-diary';
import { seedLists } from './demo-lists';
import { seedConversation, seedFollows } from './demo-social';
import { seededRandom } from './demo-random';
import { DemoRepository } from './demo.repository';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ROOT = 'demo-root';
const DAY = 24 * 60 * 60 * 1000;
/** Published writeups are spread over this many days before now. */
const SPAN_DAYS = 730;
/** Comments arrive within this many days of publication. */
const COMMENT_WINDOW_DAYS = 45;

export interface DemoAccount {
  role: Role;
  username: string;
  email: string;
  password: string;
}

export interface DemoSeedResult {
  accounts: DemoAccount[];
  writeups: number;
  comments: number;
  ratings: number;
  /** product.md §15: the members' diary entries. */
  diaryEntries: number;
  announcements: number;
  images: number;
}

type WriteupFields = Omit<SaveWriteupDto, '_id'>;

/** A published demo writeup, as the history after it needs it. */
interface DemoPublished {
  id: string;
  publishedAt: Date;
  type: WriteupType;
  /** The critic's score. */
  rating: number;
  authorId: string;
}

/**
 * Fills the database with the demo site: a root, three admins, a dozen members, every demo
 * review and article published over the last two years, two scheduled writeups, two drafts,
 * comments and announcements. Writeups go through the real editor (limits, required fields,
 * slugs); only their dates are set directly, as if written over time. Answers null, changing
 * nothing, when the demo accounts already exist.
 */
export async function seedDemo(
  app: INestApplicationContext,
  config: AppConfig,
  now: Date = new Date(),
): Promise<DemoSeedResult | null> {
  return new DemoSeeder(app, config, now).run();
}

class DemoSeeder {
  private readonly demo: DemoRepository;
  private readonly users: UsersRepository;
  private readonly emailAccounts: EmailAccountsService;
  private readonly editor: WriteupEditorService;
  private readonly images: DemoImages;
  private readonly random = seededRandom(2024);
  private readonly favoriteKeyword: string;

  constructor(
    private readonly app: INestApplicationContext,
    config: AppConfig,
    private readonly now: Date,
  ) {
    this.demo = new DemoRepository(app.get<Database>(DATABASE));
    this.users = app.get(UsersRepository);
    this.emailAccounts = app.get(EmailAccountsService);
    this.editor = app.get(WriteupEditorService);
    this.images = new DemoImages(app);
    this.favoriteKeyword = `${config.favoritesName.toLowerCase()}favorite`;
  }

  async run(): Promise<DemoSeedResult | null> {
    if (await this.alreadySeeded()) return null;
    const root = await this.account(DEMO_ROOT, 'root');
    const admins = await Promise.all(DEMO_ADMINS.map((name) => this.account(name, 'admin')));
    const members = await Promise.all(DEMO_MEMBERS.map((name) => this.account(name, 'user')));
    await this.fillProfiles([...admins, ...members]);

    const published = await this.publishAll(admins);
    const social = { admins, members, published, pick: <T>(list: readonly T[]) => this.pick(list) };
    await seedFollows(this.app, social);
    await this.scheduleAndDraft(admins);
    const commentCount =
      (await this.comment(published, members)) + (await seedConversation(this.app, social));
    const announcementCount = await this.announce(admins);
    const reviews = published.filter((writeup) => writeup.type !== 'article');
    const ratingCount = await this.rate(reviews, [...admins, ...members]);
    await this.fillWatchlists(reviews, [...admins, ...members]);
    const diaryEntries = await seedDiaries(this.app, { members, films: reviews, pick: social.pick });
    await seedLists(this.app, members, reviews, (list) => this.pick(list));
    // Profiles and comments written in bulk above: their HTML (product.md §14).
    await this.app.get(StoredMarkdown).fillMissing();

    return {
      accounts: [root, admins[0], members[0]].map((user) => ({
        role: user.type,
        username: user.username,
        email: user.email as string,
        password: DEMO_PASSWORD,
      })),
      writeups: published.length + DEMO_SCHEDULED.length + Object.keys(DEMO_DRAFTS).length,
      comments: commentCount,
      ratings: ratingCount,
      diaryEntries,
      announcements: announcementCount,
      images: this.images.count,
    };
  }

  private alreadySeeded(): Promise<boolean> {
    return this.users.usernameExists(DEMO_ADMINS[0]);
  }

  private account(username: string, type: Role): Promise<UserRow> {
    return this.emailAccounts.createEmailAccount({
      email: `${username}@demo.local`,
      password: DEMO_PASSWORD,
      type,
      username,
    });
  }

  private async fillProfiles(people: UserRow[]): Promise<void> {
    const movies = DEMO_REVIEWS.filter((review) => review.type === 'movie');
    const shows = DEMO_REVIEWS.filter((review) => review.type === 'series');
    for (const person of people) {
      const favoriteMovie = this.pick(movies).title;
      await this.demo.setProfile(person.id, {
        bio: `Watches too many films and writes about some of them. Still thinks about ${favoriteMovie}.`,
        favoriteMovie,
        favoriteShow: this.pick(shows).title,
        watching: this.pick(shows).title,
        created: this.daysAgo(SPAN_DAYS + 30 + this.random() * 60),
      });
    }
  }

  /** Every demo review and article, each on its own day of the last two years, in a mixed order. */
  private async publishAll(admins: UserRow[]): Promise<DemoPublished[]> {
    const entries: (() => Promise<WriteupFields & { type: WriteupType }>)[] = [
      ...DEMO_REVIEWS.map((review, index) => () => this.reviewFields(review, index)),
      ...DEMO_ARTICLES.map((article, index) => () => this.articleFields(article, index)),
    ];
    const slots = this.shuffle(entries.map((_, index) => index));
    const published: DemoPublished[] = [];
    for (const [index, build] of entries.entries()) {
      const age = ((slots[index] + 0.5) / entries.length) * SPAN_DAYS + this.random() * 0.5;
      const publishedAt = this.daysAgo(age);
      const author = admins[index % admins.length];
      const { type, ...fields } = await build();
      const id = await this.save(author, type, { ...fields, publishNow: true });
      await this.demo.datePublication(id, publishedAt);
      published.push({ id, publishedAt, type, rating: fields.rating ?? 0, authorId: author.id });
    }
    return published;
  }

  private async scheduleAndDraft(admins: UserRow[]): Promise<void> {
    for (const [index, review] of DEMO_SCHEDULED.entries()) {
      const { type, ...fields } = await this.reviewFields(review, DEMO_REVIEWS.length + index);
      const visibleAfter = this.daysAgo(-(3 + index * 11)).toISOString();
      await this.save(admins[index % admins.length], type, { ...fields, draft: false, visibleAfter });
    }
    const { type: reviewType, ...review } = DEMO_DRAFTS.review;
    await this.save(admins[0], reviewType, {
      ...review,
      genre: [...review.genre],
      content: 'First impressions: {{title}} is',
      notes: DEMO_NOTES[0],
    });
    const { type: articleType, ...article } = DEMO_DRAFTS.article;
    await this.save(admins[1], articleType, { ...article, content: '## Outline\n\n- Opening\n- The list' });
  }

  private async save(author: UserRow, type: WriteupType, fields: WriteupFields): Promise<string> {
    const { _id } = await this.editor.create(author, type);
    await this.editor.save(author, { ...fields, _id });
    return _id;
  }

  private async reviewFields(
    review: DemoReview,
    index: number,
  ): Promise<WriteupFields & { type: WriteupType }> {
    const title = slugSource({ title: review.title, type: review.type, season: review.season ?? null });
    return {
      type: review.type,
      title: review.title,
      season: review.season ?? null,
      runtime: review.runtime ?? null,
      releaseYear: review.releaseYear,
      director: review.director,
      mpaa: review.mpaa,
      genre: review.genre,
      rating: review.rating,
      tags: review.tags,
      collections: this.collections(review.collections),
      content: demoReviewContent(index),
      poster: await this.images.write('poster', title, index),
      image: await this.images.write('banner', title, index),
      notes: index % 7 === 0 ? DEMO_NOTES[index % DEMO_NOTES.length] : '',
    };
  }

  private async articleFields(
    article: DemoArticle,
    index: number,
  ): Promise<WriteupFields & { type: WriteupType }> {
    return {
      type: 'article',
      title: article.title,
      headline: article.headline,
      tags: article.tags,
      collections: this.collections(article.collections),
      content: demoArticleContent(article.headline),
      image: await this.images.write('banner', article.title, DEMO_REVIEWS.length + index),
    };
  }

  private collections(keywords: string[]): string[] {
    return keywords.map((keyword) => (keyword === FAVORITE ? this.favoriteKeyword : keyword));
  }

  /** Up to three comments on each writeup, by members, in the weeks after it appeared. */
  private async comment(published: { id: string; publishedAt: Date }[], members: UserRow[]): Promise<number> {
    const rows = published.flatMap(({ id, publishedAt }) => {
      const until = Math.min(this.now.getTime(), publishedAt.getTime() + COMMENT_WINDOW_DAYS * DAY);
      return Array.from({ length: Math.floor(this.random() * 4) }, () => ({
        writeupId: id,
        userId: this.pick(members).id,
        content: this.pick(DEMO_COMMENTS),
        created: new Date(publishedAt.getTime() + this.random() * (until - publishedAt.getTime())),
      }));
    });
    await this.demo.insertComments(rows);
    return rows.length;
  }

  /**
   * Audience scores (product.md §13): most reviews get 3 to 9 ratings by people other than their
   * author, near the critic's score, so audience scores and histograms show; a few get fewer.
   */
  private async rate(reviews: DemoPublished[], people: UserRow[]): Promise<number> {
    const rows = reviews.flatMap(({ id, publishedAt, rating, authorId }) => {
      const raters = this.shuffle(people.filter((person) => person.id !== authorId));
      const howMany =
        this.random() < 0.85 ? 3 + Math.floor(this.random() * 7) : Math.floor(this.random() * 3);
      return raters.slice(0, howMany).map((person) => {
        const near = rating + (this.random() - 0.5) * 40;
        const score = Math.min(100, Math.max(10, Math.round(near / 10) * 10));
        const created = new Date(
          publishedAt.getTime() + this.random() * (this.now.getTime() - publishedAt.getTime()),
        );
        return { writeupId: id, userId: person.id, score, created, updated: created };
      });
    });
    await this.demo.insertRatings(rows);
    return rows.length;
  }

  /**
   * A watchlist for every account: a few reviews to watch and some watched. The first demo member
   * (the one `npm run demo` names) shares theirs, so their profile shows it.
   */
  private async fillWatchlists(reviews: DemoPublished[], people: UserRow[]): Promise<void> {
    const rows = people.flatMap((person) =>
      this.shuffle(reviews)
        .slice(0, 4 + Math.floor(this.random() * 6))
        .map(({ id, publishedAt }) => {
          const added = new Date(
            publishedAt.getTime() + this.random() * (this.now.getTime() - publishedAt.getTime()),
          );
          const watched =
            this.random() < 0.4
              ? new Date(added.getTime() + this.random() * (this.now.getTime() - added.getTime()))
              : null;
          return { userId: person.id, writeupId: id, added, watched };
        }),
    );
    await this.demo.insertWatchlistEntries(rows);
    const shared = people.find((person) => person.username === DEMO_MEMBERS[0]);
    if (shared) await this.demo.shareWatchlist(shared.id);
  }

  /** The announcements, oldest first, spread over the two years. */
  private async announce(admins: UserRow[]): Promise<number> {
    const rows = DEMO_ANNOUNCEMENTS.map((announcement, index) => ({
      ...announcement,
      adminId: admins[index % admins.length].id,
      created: this.daysAgo(SPAN_DAYS * (1 - index / DEMO_ANNOUNCEMENTS.length) - 1),
    }));
    await this.demo.insertAnnouncements(rows);
    return rows.length;
  }

  private daysAgo(days: number): Date {
    return new Date(this.now.getTime() - days * DAY);
  }

  private pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.random() * list.length)];
  }

  private shuffle<T>(list: T[]): T[] {
    const result = [...list];
    for (let i = result.length - 1; i > 0; i--) {
      const j = Math.floor(this.random() * (i + 1));
      [result[i], result[j]] = [result[j], result[i]];
    }
    return result;
  }
}
