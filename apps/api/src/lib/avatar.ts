/** A stored thumbnail as responses carry it (`avatar`): base64 JPEG, or null without a photo. */
export function avatarText(thumbnail: Buffer | null): string | null {
  return thumbnail ? thumbnail.toString("base64") : null;
}
