import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { Injectable } from '@nestjs/common';

import { AppConfig } from '../config/app-config';

export type Frontend = 'public' | 'admin';

const ADMIN_PAGE = /^\/(root\/?$|post\/|edit\/|preview\/|post$)/;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Which built frontend answers a page, and the HTML of that page. */
@Injectable()
export class WebService {
  private readonly indexCache = new Map<Frontend, string>();

  constructor(private readonly config: AppConfig) {}

  frontendFor(path: string): Frontend {
    return ADMIN_PAGE.test(path) ? 'admin' : 'public';
  }

  distDir(frontend: Frontend): string {
    return frontend === 'admin' ? this.config.webAdminDir : this.config.webPublicDir;
  }

  /** The single-page app's index.html (read once), or a placeholder when that frontend is not built. */
  pageHtml(frontend: Frontend): string {
    let html = this.indexCache.get(frontend);
    if (html === undefined) {
      const file = join(this.distDir(frontend), 'index.html');
      html = existsSync(file) ? readFileSync(file, 'utf8') : this.placeholder(frontend);
      this.indexCache.set(frontend, html);
    }
    return html;
  }

  private placeholder(frontend: Frontend): string {
    const name = frontend === 'admin' ? 'web-admin' : 'web-public';
    const title = escapeHtml(this.config.siteName);
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1><p>The frontend is not built yet. Run <code>npm run build -w ${name}</code> and restart the server.</p></body></html>
`;
  }
}
