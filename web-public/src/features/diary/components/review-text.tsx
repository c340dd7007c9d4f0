import { SpoilerMarkdown } from '../../../components/spoiler-markdown';

/** A member's review, rendered as comments are, spoilers collapsed (product.md §12, §15). */
export function ReviewText({ html, spoiler }: { html: string; spoiler: boolean }) {
  return (
    <div className="log-review">
      <SpoilerMarkdown html={html} spoiler={spoiler} noun="review" block="log-review" />
    </div>
  );
}
