/**
 * @jest-environment jsdom
 */
import { contentImageMarkdown } from './markdown.js';
import { JSDOM } from 'jsdom';

import { renderMarkdown, type RenderOptions, type RenderWindow, toggleSpoiler } from './render-markdown.js';
import { HEADER_IMAGE_SIZES } from './rules/media.js';
import { ADVERSARIAL_TIMEOUT_MS, finishesInTime } from './testing/finishes-in-time.js';

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

/**
 * Every case runs in the browser's window and in a separate window of its own, as the server
 * renders stored markdown at save (backend/src/markdown): the same sanitiser, the security boundary.
 */
const SERVER_WINDOW = new JSDOM('').window as unknown as RenderWindow;

describe.each([
  ['in the page', undefined],
  ['on the server', SERVER_WINDOW],
])('renderMarkdown %s', (_where, view) => {
  const render = (
    content: string,
    source?: Parameters<typeof renderMarkdown>[1],
    options: RenderOptions = {},
  ) => renderMarkdown(content, source, view ? { ...options, window: view } : options);

  it('hides a spoiler behind a collapsed button, its markdown still rendered', () => {
    const html = parse(render('The killer is ||the **butler**||, of course.'));
    const button = html.querySelector('button');
    expect(button?.textContent).toBe('Spoiler');
    expect(button?.getAttribute('aria-expanded')).toBe('false');
    expect(button?.getAttribute('type')).toBe('button');
    const text = button?.nextElementSibling as HTMLElement;
    expect(text.hidden).toBe(true);
    expect(text.querySelector('strong')?.textContent).toBe('butler');
  });

  it('opens and closes a spoiler when its button is clicked', () => {
    const html = parse(render('||twist||'));
    const button = html.querySelector('button') as HTMLButtonElement;
    toggleSpoiler(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect((button.nextElementSibling as HTMLElement).hidden).toBe(false);
    toggleSpoiler(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect((button.nextElementSibling as HTMLElement).hidden).toBe(true);
  });

  it.each([
    ['a || b', 0],
    ['`||code||`', 0],
    ['||one\nline two||', 0],
    ['||a|| and ||b||', 2],
  ])('finds the spoilers of %j: %i', (source, count) => {
    expect(parse(render(source)).querySelectorAll('button')).toHaveLength(count);
  });

  it('lets no control or spoiler state in through the text itself', () => {
    const html = parse(render('<button aria-expanded="true" onclick="x()">Go</button> ||s||'));
    expect(html.querySelectorAll('button')).toHaveLength(1);
    expect(html.querySelector('[onclick]')).toBeNull();
  });

  it('renders GitHub-flavoured markdown', () => {
    const html = parse(render('# Heading\n\n**bold** ~~gone~~'));
    expect(html.querySelector('h1')?.textContent).toBe('Heading');
    expect(html.querySelector('strong')?.textContent).toBe('bold');
    expect(html.querySelector('del')?.textContent).toBe('gone');
  });

  it('fills the placeholders from the writeup before rendering', () => {
    const html = parse(
      render('{{title}} ({{releaseYear}}), {{runtime}} min, {{rating}}/100\n\n{{poster}}', writeup),
    );
    expect(html.textContent).toContain('Dune (2021), 155 min, 87/100');
    expect(html.querySelector('img')?.getAttribute('src')).toBe(writeup.poster);
  });

  it('loads the first image at once and the others when scrolled near', () => {
    for (let run = 0; run < 2; run += 1) {
      const html = parse(render('{{image}}\n\nText.\n\n{{poster}}\n\n![still](/still.webp)', writeup));
      expect([...html.querySelectorAll('img')].map((img) => img.getAttribute('loading'))).toEqual([
        'eager',
        'lazy',
        'lazy',
      ]);
    }
  });

  it("gives the site's own images their variants and reserved size, and leaves other images alone", () => {
    const id = '0b6f1c2e-4a4b-4c1e-9d7a-2f3e4d5c6b7a';
    const html = parse(render(`![still](/media/${id}/320x180.webp)\n\n![old](https://img.example/old.jpg)`));
    const [own, typed] = html.querySelectorAll('img');
    expect(own.getAttribute('srcset')).toBe(`/media/${id}/160x90.webp 160w, /media/${id}/320x180.webp 320w`);
    expect(own.getAttribute('sizes')).toBe('(max-width: 800px) 100vw, 800px');
    expect([own.getAttribute('width'), own.getAttribute('height')]).toEqual(['320', '180']);
    expect(typed.hasAttribute('srcset')).toBe(false);
    expect(typed.hasAttribute('width')).toBe(false);
  });

  it('leaves placeholders as written when no writeup is given', () => {
    expect(parse(render('{{title}}')).textContent).toBe('{{title}}\n');
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
    expect(parse(render(source)).querySelector('a')?.getAttribute('href')).toBe(href);
  });

  it('opens outside links in a new tab without referrer or opener, site links in place', () => {
    const html = parse(render('[out](https://example.com) [in](/stats)'));
    const [outside, inside] = Array.from(html.querySelectorAll('a'));
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noreferrer noopener');
    expect(inside.hasAttribute('target')).toBe(false);
  });

  it.each([
    ['a protocol-relative address', '[x](//evil.example/login)'],
    ['a protocol-relative address with a backslash', '<a href="/\\evil.example/login">x</a>'],
    ['an e-mail address', '[x](mailto:critic@example.com)'],
    ['a phone number', '[x](tel:+15551234567)'],
  ])('opens %s in a new tab without referrer or opener', (_case, source) => {
    const link = parse(render(source)).querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noreferrer noopener');
  });

  it('drops inline styles, classes and ids, keeping the text', () => {
    const html = parse(
      render('<a href="/login" style="position:fixed;inset:0" class="navbar" id="main">Session expired</a>'),
    );
    const link = html.querySelector('a');
    expect(link?.textContent).toBe('Session expired');
    expect(link?.getAttribute('href')).toBe('/login');
    expect(html.querySelector('[style], [class], [id]')).toBeNull();
  });

  it.each([
    [
      'a form with its controls',
      '<form action="https://evil.example"><input name="password"><button>Sign in</button></form>',
    ],
    ['a select and a text area', '<select><option>a</option></select><textarea>b</textarea>'],
    ['a style sheet', '<style>body { display: none }</style>'],
    [
      'frames and embeds',
      '<iframe src="https://evil.example"></iframe><object data="x"></object><embed src="x">',
    ],
    [
      'document-level elements',
      '<meta http-equiv="refresh" content="0"><link rel="stylesheet" href="x"><base href="https://evil.example/">',
    ],
    ['SVG with foreign content', '<svg><foreignObject><div>x</div></foreignObject></svg>'],
    ['a dialog and a popover', '<dialog open>x</dialog><div popover>y</div>'],
  ])('drops %s', (_case, source) => {
    const html = parse(render(source));
    expect(
      html.querySelector(
        'form, input, button, select, option, textarea, style, iframe, object, embed, meta, link, base, svg, foreignObject, dialog, [popover]',
      ),
    ).toBeNull();
  });

  it('shows task list items as ticked and empty boxes of text, not checkboxes', () => {
    const html = parse(render('- [x] watched\n- [ ] to watch'));
    expect(html.querySelector('input')).toBeNull();
    expect(Array.from(html.querySelectorAll('li'), (item) => item.textContent?.trim())).toEqual([
      '☑ watched',
      '☐ to watch',
    ]);
  });

  describe('placeholder images', () => {
    const POSTER = '/media/0b7c1f43-5a0e-4a57-9d7c-3f0f0b7e2d11/1000x1500.webp';
    const BANNER = '/media/1c8d2f43-5a0e-4a57-9d7c-3f0f0b7e2d11/1920x810.webp';
    const stored = { ...writeup, poster: POSTER, image: BANNER };

    it('offers the poster in the variants and sizes of the header, so it reuses the loaded file', () => {
      const html = parse(render('Before {{poster}} after', stored, { mediaUrl: null }));
      const image = html.querySelector('img') as HTMLImageElement;
      expect(image.className).toBe('markdown__poster');
      expect(image.getAttribute('alt')).toBe('');
      expect(image.getAttribute('sizes')).toBe(HEADER_IMAGE_SIZES.poster);
      expect(image.getAttribute('srcset')).toContain('/320x480.webp 320w');
      const source = html.querySelector('picture > source') as HTMLSourceElement;
      expect(source.type).toBe('image/avif');
      expect(source.getAttribute('sizes')).toBe(HEADER_IMAGE_SIZES.poster);
      expect(source.getAttribute('srcset')).toContain('/320x480.avif 320w');
    });

    it('offers the banner as the header does, from the media origin when the site has one', () => {
      const html = parse(render('{{image}}', stored, { mediaUrl: 'https://cdn.example' }));
      const image = html.querySelector('picture > img') as HTMLImageElement;
      expect(image.className).toBe('markdown__banner');
      expect(image.getAttribute('sizes')).toBe(HEADER_IMAGE_SIZES.image);
      expect(image.getAttribute('src')).toBe(
        'https://cdn.example/1c8d2f43-5a0e-4a57-9d7c-3f0f0b7e2d11/1920x810.webp',
      );
    });

    it('leaves other images to the column sizes', () => {
      const other = '/media/2d9e3f43-5a0e-4a57-9d7c-3f0f0b7e2d11/800x600.webp';
      const html = parse(render(`![still](${other})`, stored));
      const image = html.querySelector('img') as HTMLImageElement;
      expect(image.className).toBe('');
      expect(image.getAttribute('sizes')).toBe('(max-width: 800px) 100vw, 800px');
      expect(html.querySelector('picture')).toBeNull();
    });
  });

  describe('on adversarial content', () => {
    it.each([
      ['image openers', '!['.repeat(50_000)],
      ['link openers', '['.repeat(100_000)],
      ['tag openers', '<'.repeat(100_000)],
      ['placeholder openers', '{{'.repeat(50_000)],
      ['exclamation marks', '!'.repeat(100_000)],
      ['unmatched strong and emphasis delimiters', '**a_'.repeat(12_500)],
      ['underscores inside words', '_a'.repeat(50_000)],
      ['unmatched strikethrough delimiters', '~~a_'.repeat(12_500)],
    ])(
      'renders %s as the text itself, in bounded time',
      async (_case, source) => {
        const html = parse(await finishesInTime(() => render(source, writeup)));
        expect(html.textContent?.trim()).toBe(source);
      },
      ADVERSARIAL_TIMEOUT_MS,
    );

    it.each([
      ['blockquotes', '> '.repeat(10_000) + 'deep'],
      ['ordered lists', '1. '.repeat(10_000) + 'deep'],
    ])(
      'renders thousands of nested %s without overflowing, in bounded time',
      async (_case, source) => {
        const html = parse(await finishesInTime(() => render(source)));
        expect(html.textContent).toContain('deep');
      },
      ADVERSARIAL_TIMEOUT_MS,
    );

    it(
      'shows raw HTML past its 1,000th tag as text, in bounded time',
      async () => {
        const source = '<div>'.repeat(20_000);
        const html = parse(await finishesInTime(() => render(source)));
        expect(html.querySelectorAll('div')).toHaveLength(0);
        expect(html.textContent?.trim()).toBe(source);
      },
      ADVERSARIAL_TIMEOUT_MS,
    );

    it('still renders a page of ordinary raw HTML', () => {
      const html = parse(render('<b>bold</b> and <i>italic</i>\n\n'.repeat(400)));
      expect(html.querySelectorAll('b, i')).toHaveLength(800);
    });

    it('still renders emphasis around a long sentence', () => {
      const sentence = 'word '.repeat(300).trim();
      expect(parse(render(`*${sentence}* and **${sentence}**`)).querySelectorAll('em, strong')).toHaveLength(
        2,
      );
    });
  });

  it("renders members' images as links to their address, named by their alt text, unsafe ones neutered", () => {
    const html = parse(
      render(
        'Look: ![tracking pixel](https://evil.example/p.png) and <img src="javascript:alert(1)" alt="x"> ![](/media/a/1x1.webp)',
        undefined,
        { imagesAsLinks: true },
      ),
    );
    expect(html.querySelector('img')).toBeNull();
    const links = [...html.querySelectorAll('a')].map((link) => [
      link.getAttribute('href'),
      link.textContent,
      link.getAttribute('target'),
    ]);
    expect(links).toEqual([
      ['https://evil.example/p.png', 'tracking pixel', '_blank'],
      ['#', 'x', null],
      ['/media/a/1x1.webp', '/media/a/1x1.webp', null],
    ]);
  });

  it('replaces unsafe image sources and strips scripts and handlers', () => {
    const html = parse(render('<img src="javascript:alert(1)" onerror="alert(1)"><script>alert(1)</script>'));
    const image = html.querySelector('img');
    expect(image?.getAttribute('src')).toBe('#');
    expect(image?.hasAttribute('onerror')).toBe(false);
    expect(html.querySelector('script')).toBeNull();
  });
  describe('content images with alt text and a caption (issue 28)', () => {
    it('makes an image with a title, alone in its paragraph, a figure with that caption', () => {
      const html = parse(render('Before.\n\n![Paul on a dune](/still.webp "Arrakis, at dawn")\n\nAfter.'));
      const figure = html.querySelector('figure');
      expect(figure?.querySelector('img')?.getAttribute('alt')).toBe('Paul on a dune');
      expect(figure?.querySelector('img')?.hasAttribute('title')).toBe(false);
      expect(figure?.querySelector('figcaption')?.textContent).toBe('Arrakis, at dawn');
      expect(html.querySelector('p figure')).toBeNull();
      expect([...html.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Before.', 'After.']);
    });

    it('keeps an image without a caption a plain image with its alt text', () => {
      const html = parse(render('![Paul on a dune](/still.webp)'));
      expect(html.querySelector('figure')).toBeNull();
      expect(html.querySelector('p > img')?.getAttribute('alt')).toBe('Paul on a dune');
    });

    it('keeps an image with a title inside a sentence inline', () => {
      const html = parse(render('See ![the map](/map.webp "A map") here.'));
      expect(html.querySelector('figure')).toBeNull();
      expect(html.querySelector('p > img')?.getAttribute('title')).toBe('A map');
    });

    it('shows a hostile caption and alt text as text, never as markup', () => {
      const html = parse(
        render(
          '![x" onerror="alert(1)<script>alert(2)</script>](/a.webp "<img src=x onerror=alert(3)> & <b>bold</b>")',
        ),
      );
      const figure = html.querySelector('figure');
      expect(figure?.querySelector('figcaption')?.textContent).toBe(
        '<img src=x onerror=alert(3)> & <b>bold</b>',
      );
      expect(figure?.querySelector('figcaption')?.children).toHaveLength(0);
      expect(html.querySelectorAll('img')).toHaveLength(1);
      expect(html.querySelector('[onerror]')).toBeNull();
      expect(html.querySelector('script')).toBeNull();
    });

    it('renders what the editor inserts with the exact alt text and caption written', () => {
      const alt = 'Paul [left] & "Stilgar"';
      const caption = 'He said "walk without rhythm" \\ <b>twice</b>';
      const html = parse(render(contentImageMarkdown('/still.webp', alt, caption)));
      expect(html.querySelector('figure img')?.getAttribute('alt')).toBe(alt);
      expect(html.querySelector('figcaption')?.textContent).toBe(caption);
    });

    it('gives an unsafe image inside a figure the harmless target', () => {
      const html = parse(render('![x](javascript:alert%281%29 "Caption")'));
      expect(html.querySelector('figure img')?.getAttribute('src')).toBe('#');
      expect(html.querySelector('figcaption')?.textContent).toBe('Caption');
    });
  });
});
