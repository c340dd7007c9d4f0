import { escapeMarkup } from './escape-markup.js';

describe('escapeMarkup', () => {
  it.each([
    ['plain text', 'plain text'],
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    ["Tom & Jerry's", 'Tom &amp; Jerry&#39;s'],
    ['&amp;', '&amp;amp;'],
  ])('escapes %j', (input, expected) => {
    expect(escapeMarkup(input)).toBe(expected);
  });
});
