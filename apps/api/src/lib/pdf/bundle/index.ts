// One PDF of chosen documents. writePdfBundle(parts, out, options) writes the bundle to a Writable
// and ends it; createPdfBundleStream(parts, options) gives it as a Readable for an HTTP reply. Both
// resolve to a BundleResult (pages, what was included where, what was left out and why).
export { createPdfBundleStream, writePdfBundle } from "./bundle";
export type { BundleOptions, BundlePart, BundleResult, IncludedPart, SkippedPart } from "./types";
