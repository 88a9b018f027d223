/** "29:59" (minutes and seconds) until `until`; "0:00" once passed. */
export function countdown(until: string, now: Date): string {
  const seconds = Math.max(0, Math.floor((Date.parse(until) - now.getTime()) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}
