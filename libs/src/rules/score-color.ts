export type ScoreColor = 'green' | 'yellow-green' | 'yellow' | 'orange' | 'red';

/** Spec §9: 80 and above green; 60-79 yellow-green; 40-59 yellow; 20-39 orange; below 20 red. */
export function scoreColor(rating: number): ScoreColor {
  if (rating >= 80) return 'green';
  if (rating >= 60) return 'yellow-green';
  if (rating >= 40) return 'yellow';
  if (rating >= 20) return 'orange';
  return 'red';
}
