import { apiReadUrl, INLINE_READS_ID, INLINE_SITE_CONFIG_ID } from '@reviews/libs/page-reads';
import { type PageMatch, readsOf } from '@reviews/libs/site-map';

import { escapeMarkup } from '@reviews/libs/rules';
import { jsonForScript } from '../common/markup-escape';
import type { AppConfig } from '../config/app-config';
import { publicSiteConfig } from '../config/site-config';
import { inlineAnswersOf, type PageAnswer } from './page-metadata';
import { chunksForPage, type RouteChunks } from './route-chunks';

/**
 * What a public page needs before its first render, written into its head, so the browser
 * fetches it while it downloads the site's entry instead of after running it: the code of the
 * page's screen (modulepreload), the API reads the page starts with (preload; `crossorigin` gives
 * them the credentials mode of the page's own fetch, same-origin cookies, so the page uses them),
 * and the site settings inline. A read whose answer the server already has (the head was built
 * from it) is written inline instead of preloaded.
 */
export function firstRenderTags(
  match: PageMatch,
  search: URLSearchParams,
  config: AppConfig,
  routes: readonly RouteChunks[],
  answers: readonly PageAnswer[] = [],
): string {
  const modules = chunksForPage(routes, match).map(
    (file) => `<link rel="modulepreload" crossorigin href="${escapeMarkup(file)}">`,
  );
  const answered = new Set(answers.map(({ read }) => apiReadUrl(read)));
  const reads = readsOf(match, search, config.favoritesName)
    .map(apiReadUrl)
    .filter((url) => !answered.has(url))
    .map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeMarkup(url)}">`);
  const siteConfig = `<script type="application/json" id="${INLINE_SITE_CONFIG_ID}">${jsonForScript(publicSiteConfig(config))}</script>`;
  const inline = inlineAnswersOf(answers);
  const inlineReads =
    inline.length > 0
      ? `<script type="application/json" id="${INLINE_READS_ID}">${jsonForScript(inline)}</script>`
      : '';
  return [...modules, ...reads, siteConfig, inlineReads].filter(Boolean).join('\n');
}
