import { contentImageMarkdown } from '@reviews/libs/markdown';

import type { ImageDetails } from './image-details-dialog';

/** The alt text an image's file name suggests. */
export function altFromFileName(fileName: string): string {
  return fileName
    .replace(/\.[^.]*$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}

/**
 * The content with an uploaded image's markdown put at `position`. A captioned image stands in a
 * paragraph of its own, where the renderer makes it a figure with its caption.
 */
export function insertImage(content: string, position: number, url: string, details: ImageDetails): string {
  const at = Math.min(position, content.length);
  const image = contentImageMarkdown(url, details.alt, details.caption);
  const before = content.slice(0, at);
  const after = content.slice(at);
  if (!details.caption) return `${before}${image}${after}`;
  const opening = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const closing = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  return `${before}${opening}${image}${closing}${after}`;
}
