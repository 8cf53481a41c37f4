import type { Readable } from "node:stream";

/** One document to put in the bundle. `open` is called only when the bundle reaches it. */
export interface BundlePart {
  title: string;
  contentType: string;
  open(): Promise<Readable | Buffer>;
}

export interface BundleOptions {
  /** Heading of the contents page, e.g. the job's name. */
  heading?: string;
  /** A part larger than this is listed as not included instead of being read. Default 50 MiB. */
  maxPartBytes?: number;
}

export interface IncludedPart {
  title: string;
  /** 1-based page numbers in the whole bundle, contents pages counted. */
  firstPage: number;
  lastPage: number;
}

export interface SkippedPart {
  title: string;
  reason: string;
}

export interface BundleResult {
  /** Pages in the bundle, contents pages included. */
  pageCount: number;
  contentsPageCount: number;
  included: IncludedPart[];
  skipped: SkippedPart[];
  bytesWritten: number;
}
