/** Waits for the work and answers `{}` (the table's `done` answer). */
export async function completed(work: Promise<unknown>): Promise<Record<string, never>> {
  await work;
  return {};
}
