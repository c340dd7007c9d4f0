import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { ScheduleModule } from '@nestjs/schedule';
import { ThrottlerModule } from '@nestjs/throttler';

import { RATE_LIMITED } from './common/endpoint.decorator';
import { AccountsModule } from './accounts/accounts.module';
import { AnnouncementsModule } from './announcements/announcements.module';
import { AuthModule } from './auth/auth.module';
import { AutofillModule } from './autofill/autofill.module';
import { ClientErrorsModule } from './client-errors/client-errors.module';
import { CommentsModule } from './comments/comments.module';
import { DiaryModule } from './diary/diary.module';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { RolesGuard } from './common/roles.guard';
import { SameOriginGuard } from './common/same-origin.guard';
import { createValidationPipe } from './common/validation.pipe';
import { WriteThrottlerGuard } from './common/write-throttler.guard';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { HealthModule } from './health/health.module';
import { HttpCacheModule } from './http-cache/http-cache.module';
import { JobsModule } from './jobs/jobs.module';
import { FeedModule } from './feed/feed.module';
import { FollowsModule } from './follows/follows.module';
import { LikesModule } from './likes/likes.module';
import { ListsModule } from './lists/lists.module';
import { LoggingModule } from './logging/logging.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { MarkdownModule } from './markdown/markdown.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ProfilesModule } from './profiles/profiles.module';
import { MediaModule } from './media/media.module';
import { MemberDataModule } from './member-data/member-data.module';
import { MetricsModule } from './metrics/metrics.module';
import { MyStateModule } from './my-state/my-state.module';
import { DatabaseThrottlerStorage } from './rate-limit/database-throttler.storage';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { RatingsModule } from './ratings/ratings.module';
import { SearchModule } from './search/search.module';
import { SeoModule } from './seo/seo.module';
import { SessionModule } from './session/session.module';
import { SiteConfigModule } from './site-config/site-config.module';
import { StatsModule } from './stats/stats.module';
import { UsersModule } from './users/users.module';
import { WatchlistModule } from './watchlist/watchlist.module';
import { WebModule } from './web/web.module';
import { WriteupsModule } from './writeups/writeups.module';

/** One instance: web injects its PublicationClock too. */
const httpCache = HttpCacheModule.forRoot(WriteupsModule);

/** The whole application; feature modules are listed in `imports`. */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggingModule.forRoot(config),
        ScheduleModule.forRoot(),
        ThrottlerModule.forRootAsync({
          imports: [RateLimitModule],
          inject: [DatabaseThrottlerStorage],
          useFactory: (storage: DatabaseThrottlerStorage) => ({
            throttlers: [{ ttl: 60_000, limit: config.rateLimitPerMinute }],
            errorMessage: RATE_LIMITED,
            storage,
          }),
        }),
        DatabaseModule,
        JobsModule,
        MarkdownModule,
        SessionModule,
        UsersModule,
        ProfilesModule,
        AuthModule,
        AccountsModule,
        HealthModule,
        SiteConfigModule,
        MetricsModule,
        httpCache,
        WriteupsModule,
        CommentsModule,
        DiaryModule,
        LikesModule,
        RatingsModule,
        WatchlistModule,
        ListsModule,
        FollowsModule,
        MyStateModule,
        FeedModule,
        MemberDataModule,
        NotificationsModule,
        NewsletterModule,
        AnnouncementsModule,
        SearchModule,
        StatsModule,
        AutofillModule,
        MediaModule,
        SeoModule,
        ClientErrorsModule,
        WebModule.forRoot([httpCache, SeoModule]),
      ],
      providers: [
        { provide: APP_FILTER, useClass: HttpExceptionFilter },
        { provide: APP_PIPE, useFactory: createValidationPipe },
        { provide: APP_GUARD, useClass: SameOriginGuard },
        { provide: APP_GUARD, useClass: WriteThrottlerGuard },
        { provide: APP_GUARD, useClass: RolesGuard },
      ],
    };
  }
}
