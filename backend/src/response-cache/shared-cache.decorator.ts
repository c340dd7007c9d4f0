import { SetMetadata } from '@nestjs/common';

export const SHARED_CACHE = 'response-cache:shared';

/**
 * The route's 200 answer to a visitor (no session) may be kept and given to every visitor who
 * asks for the same URL while the site's data is unchanged (see response-cache.ts). Only for
 * reads without side effects whose answer to a visitor depends on nothing but the URL, the
 * site's data and scheduled publications: never per-user answers, never random ones.
 */
export const SharedCache = (): MethodDecorator & ClassDecorator => SetMetadata(SHARED_CACHE, true);
