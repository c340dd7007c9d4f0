import { join } from 'node:path';

export const REPO_ROOT = join(__dirname, '..', '..');
export const SCREENSHOT_DIR = join(REPO_ROOT, 'test-results', 'screenshots');
