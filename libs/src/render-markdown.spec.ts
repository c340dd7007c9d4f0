/**
 * @jest-environment jsdom
 */
import { renderMarkdown } from './render-markdown.js';

const writeup = {
  title: 'Dune',
  runtime: 155,
  image: 'https://img.example/banner.jpg',
  poster: 'https://img.example/poster.jpg',
  rating: 87,
  releaseYear: 2021,
};

function parse(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('renderMarkdown', () => {
  it('renders GitHub-flavoured markdown', () => {
    const html = parse(renderMarkdown('# Heading\n\n**bold** ~~gone~~'));
    expect(html.querySelector('h1')?.textContent).toBe('Heading');
    expect(html.querySelector('strong')?.textContent).toBe('bold');
    expect(html.querySelector('del')?.textContent).toBe('gone');
  });

  it('fills the placeholders from the writeup before rendering', () => {
    const html = parse(
      renderMarkdown('{{title}} ({{releaseYear}}), {{runtime}} min, {{rating}}/100\n\n{{poster}}', writeup),
    );
    expect(html.textContent).toContain('Dune (2021), 155 min, 87/100');
    expect(html.querySelector('img')?.getAttribute('src')).toBe(writeup.poster);
  });

  it('loads the first image at once and the others when scrolled near', () => {
    for (let run = 0; run < 2; run += 1) {
      const html = parse(
        renderMarkdown('{{image}}\n\nText.\n\n{{poster}}\n\n![still](/still.webp)', writeup),
      );
      expect([...html.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual([
        'eager',
        'lazy',
        'lazy',
      ]);
    }
  });

  it("gives the site's own images their variants and reserved size, and leaves other images alone", () => {
    const id = '0b6f1c2e-4a4b-4c1e-9d7a-2f3e4d5c6b7a';
    const html = parse(
      renderMarkdown(`![still](/media/${id}/320x180.webp)\n\n![old](https://img.example/old.jpg)`),
    );
    const [own, typed] = html.querySelectorAll('img');
    expect(own.getAttribute('srcset')).toBe(`/media/${id}/160x90.webp 160w, /media/${id}/320x180.webp 320w`);
    expect(own.getAttribute('sizes')).toBe('(max-width: 800px) 100vw, 800px');
    expect([own.getAttribute('width'), own.getAttribute('height')]).toEqual(['320', '180']);
    expect(typed.hasAttribute('srcset')).toBe(false);
    expect(typed.hasAttribute('width')).toBe(false);
  });

  it('leaves placeholders as written when no writeup is given', () => {
    expect(parse(renderMarkdown('{{title}}')).textContent).toBe('{{title}}\n');
  });

  it.each([
    ['[x](javascript:alert(1))', '#'],
    ['<a href="java\tscript:alert(1)">x</a>', '#'],
    ['<a href="data:text/html,hi">x</a>', '#'],
    ['[x](/review/dune)', '/review/dune'],
    ['[x](#top)', '#top'],
    ['[x](mailto:a@b.c)', 'mailto:a@b.c'],
    ['[x](https://example.com)', 'https://example.com'],
  ])('keeps only safe link targets: %s', (source, href) => {
    expect(parse(renderMarkdown(source)).querySelector('a')?.getAttribute('href')).toBe(href);
  });

  it('opens outside links in a new tab without referrer or opener, site links in place', () => {
    const html = parse(renderMarkdown('[out](https://example.com) [in](/stats)'));
    const [outside, inside] = Array.from(html.querySelectorAll('a'));
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noreferrer noopener');
    expect(inside.hasAttribute('target')).toBe(false);
  });

  it('replaces unsafe image sources and strips scripts and handlers', () => {
    const html = parse(
      renderMarkdown('<img src="javascript:alert(1)" onerror="alert(1)"><script>alert(1)</script>'),
    );
    const image = html.querySelector('img');
    expect(image?.getAttribute('src')).toBe('#');
    expect(image?.hasAttribute('onerror')).toBe(false);
    expect(html.querySelector('script')).toBeNull();
  });
});
