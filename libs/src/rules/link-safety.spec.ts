import { isSafeLink, linkDestination, NO_OP_HREF, safeHref } from './link-safety.js';

describe('isSafeLink', () => {
  it.each([
    ['an anchor', '#recent', true],
    ['an internal path', '/review/dune', true],
    ['a protocol-relative address', '//example.com/x', true],
    ['a relative path', 'review/dune', true],
    ['a relative path with a colon later', 'notes/a:b', true],
    ['a query string', '?page=2', true],
    ['an empty target', '', true],
    ['http', 'http://example.com', true],
    ['https', 'https://example.com/a?b=c', true],
    ['upper-case HTTPS', 'HTTPS://example.com', true],
    ['mailto', 'mailto:someone@example.com', true],
    ['tel', 'tel:+15551234567', true],
    ['javascript', 'javascript:alert(1)', false],
    ['mixed-case javascript after a space', ' JavaScript:alert(1)', false],
    ['javascript split by a tab', 'java\tscript:alert(1)', false],
    ['javascript split by a newline', 'java\nscript:alert(1)', false],
    ['javascript after control characters', '\u0001\u001fjavascript:alert(1)', false],
    ['vbscript', 'vbscript:msgbox(1)', false],
    ['a data URL', 'data:text/html;base64,PHNjcmlwdD4=', false],
    ['a file URL', 'file:///etc/passwd', false],
    ['an unknown scheme', 'ftp://example.com', false],
  ])('%s: %p', (_case, href, safe) => {
    expect(isSafeLink(href)).toBe(safe);
  });
});

describe('safeHref', () => {
  it('keeps a safe target as written', () => {
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
  });

  it('replaces an unsafe target by a harmless no-op', () => {
    expect(safeHref('javascript:alert(1)')).toBe(NO_OP_HREF);
    expect(NO_OP_HREF).toBe('#');
  });
});

describe('linkDestination', () => {
  it.each([
    ['an anchor', '#recent', 'in-page'],
    ['the no-op target', NO_OP_HREF, 'in-page'],
    ['an empty target', '', 'in-page'],
    ['a site path', '/review/dune', 'site'],
    ['the home page', '/', 'site'],
    ['a site path with a query', '/search?query=dune', 'site'],
    ['a protocol-relative address', '//example.com/x', 'elsewhere'],
    ['a protocol-relative address with a backslash', '/\\example.com/x', 'elsewhere'],
    ['a protocol-relative address split by a tab', '/\t/example.com', 'elsewhere'],
    ['a protocol-relative address after a space', ' //example.com', 'elsewhere'],
    ['https', 'https://example.com', 'elsewhere'],
    ['mailto', 'mailto:contact@example.com', 'elsewhere'],
    ['tel', 'tel:+15551234567', 'elsewhere'],
    ['a relative path', 'review/dune', 'elsewhere'],
  ])('%s: %p', (_case, href, destination) => {
    expect(linkDestination(href)).toBe(destination);
  });
});
