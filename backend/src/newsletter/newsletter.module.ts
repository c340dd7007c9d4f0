import { Module } from '@nestjs/common';

import { MailModule } from '../mail/mail.module';
import { JobsModule } from '../jobs/jobs.module';
import { NewsletterController } from './newsletter.controller';
import { NewsletterIssuesService } from './newsletter-issues.service';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterSubscriptionsService } from './newsletter-subscriptions.service';

/** product.md §18: the newsletter (subscriptions, the weekly and monthly issues). */
@Module({
  imports: [JobsModule, MailModule],
  controllers: [NewsletterController],
  providers: [NewsletterRepository, NewsletterSubscriptionsService, NewsletterIssuesService],
})
export class NewsletterModule {}
