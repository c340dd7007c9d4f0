import { titleMatchKey } from './title-match.js';

describe('titleMatchKey', () => {
  it.each([
    ['Amélie', 'amelie'],
    ['AMELIE', 'amelie'],
    ['Spider-Man: No Way Home', 'spider man no way home'],
    ['  Crouching   Tiger,  Hidden Dragon ', 'crouching tiger hidden dragon'],
    ["Schindler's List", 'schindlers list'],
    ['Schindler’s List', 'schindlers list'],
    ['Léon: The Professional', 'leon the professional'],
    ['Æon Flux', 'æon flux'],
    ['8½', '81 2'],
    ['Godzilla Minus One', 'godzilla minus one'],
  ])('%p -> %p', (title, key) => {
    expect(titleMatchKey(title)).toBe(key);
  });

  it('matches the same title written with other accents and punctuation', () => {
    expect(titleMatchKey('Pokémon: The First Movie')).toBe(titleMatchKey('pokemon - the first movie'));
  });
});
