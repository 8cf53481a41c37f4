// What other modules may use of content: the rest of this folder is its own. The composition makes
// the module with module.ts.
export { installContent } from "./content.install";
export type { ContentService } from "./content.service";
