export { createPdfBundleStream, writePdfBundle } from "./bundle";
export type { BundleOptions, BundlePart, BundleResult, IncludedPart, SkippedPart } from "./types";
