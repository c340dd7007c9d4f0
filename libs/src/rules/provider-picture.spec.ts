import { resizeProviderPicture } from './provider-picture.js';

describe('resizeProviderPicture', () => {
  it.each([
    [
      'swaps the Google size suffix',
      'https://lh3.googleusercontent.com/a/ACg8ocK=s96-c',
      'https://lh3.googleusercontent.com/a/ACg8ocK=s256-c',
    ],
    [
      'swaps a suffix without crop',
      'https://lh3.googleusercontent.com/a/ACg8ocK=s96',
      'https://lh3.googleusercontent.com/a/ACg8ocK=s256',
    ],
    [
      'keeps options after the size',
      'https://lh3.googleusercontent.com/a-/AOh14G=s96-c-k-no',
      'https://lh3.googleusercontent.com/a-/AOh14G=s256-c-k-no',
    ],
    ['swaps a sz parameter', 'https://example.com/photo.jpg?sz=50', 'https://example.com/photo.jpg?sz=256'],
    [
      'swaps a sz parameter among others',
      'https://example.com/photo.jpg?v=2&sz=50&x=1',
      'https://example.com/photo.jpg?v=2&sz=256&x=1',
    ],
    [
      'swaps a size path segment',
      'https://lh3.googleusercontent.com/-abc/AAAA/BBBB/s96-c/photo.jpg',
      'https://lh3.googleusercontent.com/-abc/AAAA/BBBB/s256-c/photo.jpg',
    ],
    [
      'swaps a size path segment without crop',
      'https://lh3.googleusercontent.com/-abc/AAAA/s96/photo.jpg',
      'https://lh3.googleusercontent.com/-abc/AAAA/s256/photo.jpg',
    ],
    ['leaves an unknown URL unchanged', 'https://example.com/me.png', 'https://example.com/me.png'],
    [
      'leaves a look-alike parameter unchanged',
      'https://example.com/me.png?size=96',
      'https://example.com/me.png?size=96',
    ],
    ['leaves an empty URL unchanged', '', ''],
  ])('%s', (_case, url, resized) => {
    expect(resizeProviderPicture(url, 256)).toBe(resized);
  });
});
