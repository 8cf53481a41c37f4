/** Fixed limits of a reading: what a person may upload is bounded, and so is the work it may cause. */
export const readingLimits = {
  /** The largest file read at all. */
  maxBytes: 25 * 1024 * 1024,
  /** Only the first pages are read: a tax document's values sit on its first page or two. */
  maxPages: 10,
  /** The time a whole reading may take before it is given up as too slow. */
  timeBudgetMs: 60_000,
} as const;

/** Raised inside a reading when a limit is crossed; readDocument turns it into a `not-read` reason. */
export class ReadingRefused extends Error {
  constructor(readonly reason: "too-large" | "encrypted" | "too-slow" | "unreadable" | "not-a-document") {
    super(`document not read: ${reason}`);
    this.name = "ReadingRefused";
  }
}
