export { PublicLayout as Component } from "../layouts/PublicLayout";
