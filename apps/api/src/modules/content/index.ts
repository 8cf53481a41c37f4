export { installContent } from "./content.install";
export type { ContentService } from "./content.service";
