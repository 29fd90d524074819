/** How long until a limit lets a visitor try again, for a message: 'a minute', '12 minutes'. */
export function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? 'a minute' : `${minutes} minutes`;
}
