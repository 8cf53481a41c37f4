/** /expert/engagement-letter: the professional's engagement letter template. */
export function Component() {
  return null;
}
