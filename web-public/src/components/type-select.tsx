import { LEADERBOARD_TYPES, type LeaderboardType } from '@reviews/libs/constants';

import { ToolbarSelect } from './toolbar-select';

const TYPE_LABELS: Record<Exclude<LeaderboardType, 'all'>, string> = { movie: 'Movies', series: 'Shows' };

interface TypeSelectProps {
  value: LeaderboardType;
  /** What `all` covers where it is used: every review (leaderboard), or everything (roundup). */
  allLabel: string;
  onChange: (type: LeaderboardType) => void;
}

/** The leaderboard's and the roundups' "Show" select: movies, shows or all. */
export function TypeSelect({ value, allLabel, onChange }: TypeSelectProps) {
  return (
    <ToolbarSelect
      label="Show"
      value={value}
      options={LEADERBOARD_TYPES}
      optionLabel={(type) => (type === 'all' ? allLabel : TYPE_LABELS[type])}
      onChange={onChange}
    />
  );
}
