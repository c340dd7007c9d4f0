/** A short suffix that keeps names made by one run (and by parallel journeys) apart. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
}
