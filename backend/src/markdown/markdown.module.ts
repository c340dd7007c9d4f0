import { Module } from '@nestjs/common';

import { StoredMarkdownRepository } from './stored-markdown.repository';
import { StoredMarkdown } from './stored-markdown.service';

/** Markdown rendered and sanitised at save (product.md §14), for every module that stores it. */
@Module({ providers: [StoredMarkdown, StoredMarkdownRepository], exports: [StoredMarkdown] })
export class MarkdownModule {}
