// Word lists and a seeded random source for the benchmark's site: the same seed gives the same
// site, so two runs measure the same data.

export const ADJECTIVES = [
  'Silent',
  'Crimson',
  'Broken',
  'Golden',
  'Hidden',
  'Last',
  'Lost',
  'Midnight',
  'Electric',
  'Frozen',
  'Burning',
  'Quiet',
  'Wild',
  'Bitter',
  'Hollow',
  'Distant',
  'Restless',
  'Savage',
  'Gentle',
  'Forgotten',
  'Velvet',
  'Iron',
  'Paper',
  'Glass',
  'Neon',
  'Secret',
  'Endless',
  'Lonely',
  'Dark',
  'Bright',
  'Northern',
  'Southern',
  'Sunken',
  'Stolen',
  'Wicked',
  'Little',
  'Great',
  'Second',
  'Final',
  'Eternal',
];

export const NOUNS = [
  'Harbor',
  'Shadow',
  'River',
  'Empire',
  'Garden',
  'Station',
  'Kingdom',
  'Highway',
  'Mirror',
  'Orchard',
  'Lighthouse',
  'Frontier',
  'Symphony',
  'Horizon',
  'Circus',
  'Island',
  'Machine',
  'Canyon',
  'Letter',
  'Summer',
  'Winter',
  'Voyage',
  'Detective',
  'Witness',
  'Stranger',
  'Archive',
  'Signal',
  'Tide',
  'Forest',
  'Galaxy',
  'Hotel',
  'Carnival',
  'Border',
  'Prophet',
  'Parade',
  'Engine',
  'Comet',
  'Dynasty',
  'Pilgrim',
  'Reckoning',
];

export const PLACES = [
  'Tokyo',
  'Paris',
  'Lagos',
  'Havana',
  'Oslo',
  'Cairo',
  'Lisbon',
  'Seoul',
  'Nairobi',
  'Berlin',
  'Montana',
  'Brooklyn',
  'Marseille',
  'Kyoto',
  'Istanbul',
  'Patagonia',
  'Glasgow',
  'Mumbai',
  'Naples',
  'Dakar',
];

export const FIRST_NAMES = [
  'Ava',
  'Noah',
  'Mila',
  'Theo',
  'Iris',
  'Leo',
  'Nora',
  'Felix',
  'Ruth',
  'Omar',
  'Greta',
  'Hugo',
  'Lena',
  'Kenji',
  'Sofia',
  'Ravi',
  'Elena',
  'Tomas',
  'Aiko',
  'Jonas',
];

export const LAST_NAMES = [
  'Moreau',
  'Okafor',
  'Lindqvist',
  'Tanaka',
  'Alvarez',
  'Novak',
  'Brennan',
  'Haddad',
  'Kowalski',
  'Reyes',
  'Park',
  'Fischer',
  'Mensah',
  'Rossi',
  'Dubois',
  'Sato',
  'Varga',
  'Costa',
  'Ibrahim',
  'Larsen',
];

export const GENRES = [
  'Drama',
  'Comedy',
  'Thriller',
  'Horror',
  'Sci-Fi',
  'Romance',
  'Documentary',
  'Animation',
  'Crime',
  'Fantasy',
  'Mystery',
  'Western',
  'Musical',
  'War',
  'Adventure',
];

export const TAGS = [
  'festival',
  'debut',
  'remake',
  'sequel',
  'slow-burn',
  'ensemble',
  'based-on-a-book',
  'cult',
  'indie',
  'blockbuster',
  'essay',
  'interview',
  'retrospective',
  'ranking',
  'craft',
];

export const MPAA = ['G', 'PG', 'PG-13', 'R', 'NC-17', 'TV-14', 'TV-MA'];

/** Collection search keywords (libs COLLECTIONS with the default favourites name). */
export const COLLECTION_KEYWORDS = [
  'must-watch',
  'best-of-2020s',
  'stafffavorite',
  'anniversary',
  'reviewmas',
  'best-sci-fi',
  'special',
  'theater',
  'sp24',
  'redwood',
  'hidden-gem',
];

const PROSE = [
  'the camera lingers on faces long after the dialogue ends',
  'every scene earns its place without a wasted beat',
  'the score swells exactly when the story needs it least',
  'its second act wanders before a superb final stretch',
  'the lead performance carries the weaker moments with ease',
  'quiet humour keeps the darker material from sinking',
  'the production design builds a world you can almost touch',
  'a supporting turn steals every scene it appears in',
  'the editing gives the chase sequences real momentum',
  'it asks hard questions and trusts the audience with them',
  'the script leans on coincidence more than it should',
  'cinematography turns ordinary streets into something strange',
  'pacing slackens in the middle but the ending lands',
  'the dialogue crackles with wit and genuine warmth',
  'it never quite decides what kind of story it wants to tell',
  'a patient build up pays off in a devastating final scene',
];

export const COMMENT_LINES = [
  'Totally agree with this take.',
  'I saw it last weekend and loved every minute.',
  'The ending stayed with me for days.',
  'Harsh score, I thought it was better than that.',
  'Adding this to my watchlist right now.',
  'The soundtrack alone is worth it.',
  'Great review, you put into words what I felt.',
  'I fell asleep halfway through, sorry.',
  'Second season is even better in my opinion.',
  'Can we talk about that plot twist?',
  'Underrated gem, glad to see it here.',
  'The book was better but this comes close.',
  'Watched it twice, caught new details the second time.',
  'Not my cup of tea but I see the appeal.',
  'That cinematography though!',
  'Would love a review of the sequel next.',
];

/** Mulberry32: small, fast and good enough to spread benchmark data. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  /** Up to `count` distinct entries of `list`. */
  const some = (list, count) => {
    const chosen = new Set();
    while (chosen.size < count) chosen.add(pick(list));
    return [...chosen];
  };
  return { next, int, pick, some };
}

/** A markdown body of a few paragraphs of review prose. */
export function reviewBody(random, title) {
  const paragraphs = Array.from({ length: random.int(3, 6) }, () => {
    const sentences = Array.from({ length: random.int(4, 8) }, () => {
      const sentence = random.pick(PROSE);
      return `${sentence[0].toUpperCase()}${sentence.slice(1)}.`;
    });
    return sentences.join(' ');
  });
  return `## ${title}\n\n${paragraphs.join('\n\n')}\n\n**Verdict:** ${random.pick(PROSE)}.`;
}
