// How an address's nearest landmark reads (issue 43): "Near Bodija Market", but "Opposite Ikeja City Mall" as
// the shopper wrote it, never "Near Opposite …".

/** Words a Lagos shopper starts a landmark with that already say where it is. */
const PLACED =
  /^(near|nearby|opposite|opp\.?|beside|behind|by|next to|close to|off|along|adjacent|in front of|facing|after|before|at|inside|under|across)\b/i;

/** The landmark as a line of the address: "Near X" unless it already says where. */
export function landmarkText(landmark: string): string {
  const trimmed = landmark.trim();
  if (PLACED.test(trimmed)) return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return `Near ${trimmed}`;
}
