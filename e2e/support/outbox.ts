import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect } from '@playwright/test';

import { E2E_ENV, requireEnv } from './environment';

/** An .eml as written: quoted-printable soft line breaks and escapes undone. */
function decoded(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function emailsTo(address: string): string[] {
  const dir = join(requireEnv(E2E_ENV.dataDir), 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  // File names start with the time they were written.
  return files
    .sort()
    .map((name) => decoded(readFileSync(join(dir, name), 'utf8')))
    .filter((eml) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}\\s*$`, 'im').test(eml));
}

/**
 * The link of the latest e-mail to `address` whose link goes to `path` (`/reset-password`,
 * `/verify-email`), read from the server's outbox once the delivery job has written it.
 */
export async function linkFromOutbox(address: string, path: string): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[\\w-]+`, 'g');
  let link: string | undefined;
  await expect
    .poll(
      () => {
        link = emailsTo(address)
          .flatMap((eml) => eml.match(pattern) ?? [])
          .at(-1);
        return link;
      },
      { message: `an e-mail to ${address} with a ${path} link`, timeout: 20_000 },
    )
    .toBeTruthy();
  return link as string;
}
