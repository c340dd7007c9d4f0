export type ScoreColor = 'green' | 'yellow-green' | 'yellow' | 'orange' | 'red';

/** Spec §9: 80 and above green; 60-79 yellow-green; 40-59 yellow; 20-39 orange; below 20 red. */
export function scoreColor(rating: number): ScoreColor {
  if (rating >= 80) return 'green';
  if (rating >= 60) return 'yellow-green';
  if (rating >= 40) return 'yellow';
  if (rating >= 20) return 'orange';
  return 'red';
}

export interface ScorePaint {
  band: ScoreColor;
  /** The badge's fill. */
  background: string;
  /** The score's digits on that fill. */
  text: string;
}

/**
 * The one palette of both frontends' score badges. The badge carries its own fill and text
 * colour, so it reads the same in the light and the dark theme; every pair meets WCAG AA
 * (4.5:1, see score-color.spec.ts).
 */
export const SCORE_PALETTE: Readonly<Record<ScoreColor, Omit<ScorePaint, 'band'>>> = {
  green: { background: '#15803d', text: '#ffffff' },
  'yellow-green': { background: '#7cb518', text: '#102000' },
  yellow: { background: '#d4a106', text: '#1f1800' },
  orange: { background: '#e07a1f', text: '#1f0e00' },
  red: { background: '#c53030', text: '#ffffff' },
};

/** The band and colours of a score's badge. */
export function scorePaint(rating: number): ScorePaint {
  const band = scoreColor(rating);
  return { band, ...SCORE_PALETTE[band] };
}
