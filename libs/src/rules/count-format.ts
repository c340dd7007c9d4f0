const THOUSAND = 1_000;
const MILLION = 1_000_000;

const GROUPED = /* @__PURE__ */ new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/**
 * Spec §9 large counts: under 1000 as is; then whole thousands with K, whole millions with M,
 * floored, with comma thousand separators (`1_234_567_890` -> `1,234M`).
 */
export function formatCount(n: number): string {
  if (Math.abs(n) < THOUSAND) return String(n);
  const sign = n < 0 ? -1 : 1;
  const magnitude = Math.abs(n);
  if (magnitude < MILLION) return `${GROUPED.format(sign * Math.floor(magnitude / THOUSAND))}K`;
  return `${GROUPED.format(sign * Math.floor(magnitude / MILLION))}M`;
}
