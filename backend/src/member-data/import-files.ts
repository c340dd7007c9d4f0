import { BadRequestException } from '@nestjs/common';
import { DATA_IMPORT, type ImportFileName } from '@reviews/libs/constants';
import { type Entry, fromBuffer, type ZipFile } from 'yauzl';

/** The text of each Letterboxd file an upload holds, by name. */
export type ImportFiles = Map<ImportFileName, string>;

const FILE_LIST = DATA_IMPORT.files.join(', ');
const NOT_AN_EXPORT = `Send a Letterboxd export (.zip) or one of its files: ${FILE_LIST}`;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

function isImportFileName(name: string): name is ImportFileName {
  return (DATA_IMPORT.files as readonly string[]).includes(name);
}

/** UTF-8 text, a byte order mark dropped; 400 for bytes that are no text. */
function textOf(name: string, bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new BadRequestException(`${name} is not a CSV file (it is not UTF-8 text)`);
  }
  if (text.includes('\u0000'))
    throw new BadRequestException(`${name} is not a CSV file (it holds binary data)`);
  return text;
}

function readEntry(zip: ZipFile, entry: Entry): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

function openZip(bytes: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(new BadRequestException('The file is not a readable zip archive')) : resolve(zip),
    );
  });
}

/**
 * The Letterboxd files at the zip's top level; its other files (profile.csv, lists/, likes/, this
 * site's own profile.json...) are skipped unread. Bounded against zip bombs: the entry count, and
 * the unpacked size of the files read, declared and checked as they unpack (yauzl).
 */
async function filesOfZip(bytes: Buffer): Promise<ImportFiles> {
  const zip = await openZip(bytes);
  if (zip.entryCount > DATA_IMPORT.maxZipEntries) {
    zip.close();
    throw new BadRequestException(`The zip holds more than ${DATA_IMPORT.maxZipEntries} files`);
  }
  const files: ImportFiles = new Map();
  let unpacked = 0;
  try {
    for await (const entry of entriesOf(zip)) {
      if (!isImportFileName(entry.fileName) || files.has(entry.fileName)) continue;
      if (entry.isEncrypted()) throw new BadRequestException(`${entry.fileName} in the zip is encrypted`);
      unpacked += entry.uncompressedSize;
      if (unpacked > DATA_IMPORT.maxUnzippedBytes) {
        throw new BadRequestException(
          `The zip's files are too large once unpacked (at most ${DATA_IMPORT.maxUnzippedBytes / 1024 / 1024} MB)`,
        );
      }
      const content = await readEntry(zip, entry).catch(() => {
        throw new BadRequestException(`${entry.fileName} in the zip is damaged`);
      });
      files.set(entry.fileName, textOf(entry.fileName, content));
    }
  } finally {
    zip.close();
  }
  if (files.size === 0) {
    throw new BadRequestException(`The zip holds none of ${FILE_LIST}: it is not a Letterboxd export`);
  }
  return files;
}

/** The zip's entries one at a time (yauzl's lazy reading). */
async function* entriesOf(zip: ZipFile): AsyncGenerator<Entry> {
  for (;;) {
    const entry = await new Promise<Entry | undefined>((resolve, reject) => {
      const onEntry = (next: Entry) => finish(() => resolve(next));
      const onEnd = () => finish(() => resolve(undefined));
      const onError = () => finish(() => reject(new BadRequestException('The zip archive is damaged')));
      const finish = (then: () => void) => {
        zip.off('entry', onEntry).off('end', onEnd).off('error', onError);
        then();
      };
      zip.once('entry', onEntry).once('end', onEnd).once('error', onError);
      zip.readEntry();
    });
    if (!entry) return;
    yield entry;
  }
}

/**
 * product.md §17: what an uploaded file holds to import, by Letterboxd file name: a zip (told by
 * its bytes, whatever its name) or one of the export's CSV files (told by its name). 400 naming
 * what is wrong for anything else.
 */
export async function importFilesOf(bytes: Buffer | undefined, fileName: string): Promise<ImportFiles> {
  if (!bytes || bytes.length === 0) throw new BadRequestException(`${NOT_AN_EXPORT}, in the field "file"`);
  const head = bytes.subarray(0, 4);
  if (head.equals(ZIP_MAGIC) || head.equals(EMPTY_ZIP_MAGIC)) return filesOfZip(bytes);
  const name = fileName.split(/[\\/]/).pop()!.toLowerCase();
  if (name.endsWith('.zip')) throw new BadRequestException('The file is not a readable zip archive');
  if (!isImportFileName(name)) {
    throw new BadRequestException(
      `${fileName || 'The file'} is not a Letterboxd export file. ${NOT_AN_EXPORT}`,
    );
  }
  return new Map([[name, textOf(name, bytes)]]);
}
