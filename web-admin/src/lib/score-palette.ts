import { scoreColor, type ScoreColor } from '@reviews/libs/rules';

/** The colours of spec §9's score bands, readable on both themes. */
const PALETTE: Record<ScoreColor, string> = {
  green: '#2e9d4a',
  'yellow-green': '#8bb62d',
  yellow: '#d9b300',
  orange: '#e8772e',
  red: '#d93a3a',
};

export function scorePaint(rating: number): { band: ScoreColor; color: string } {
  const band = scoreColor(rating);
  return { band, color: PALETTE[band] };
}
