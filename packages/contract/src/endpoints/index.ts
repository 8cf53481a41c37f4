/**
 * The endpoint table (`table.ts`) with what its entries are (`define.ts`), and the routes view of it
 * (`routes.gen.ts`): each call's method and path without its schemas, for the web's pages.
 */
export * from "./define";
export { endpointRoutes } from "./routes.gen";
export { endpoints, listEndpoints } from "./table";
