import { plainSaveError } from './plain-error';

describe('plainSaveError', () => {
  it.each([
    ['one missing field', 'Missing required fields: Title', 'The title is required to publish.'],
    [
      'several, capitals kept',
      'Missing required fields: Poster, MPAA rating, Genre',
      'The poster, the MPAA rating and the genre are required to publish.',
    ],
    [
      'any other sentence as it is',
      'Rating must be a whole number from 0 to 100',
      'Rating must be a whole number from 0 to 100',
    ],
  ])('words %s', (_case, message, plain) => {
    expect(plainSaveError({ message, status: 400 })).toBe(plain);
  });

  it('says the server was not reached when no answer came', () => {
    expect(plainSaveError({ message: 'Network error', status: 0 })).toBe(
      'The server could not be reached; your changes are kept in this browser.',
    );
  });
});
