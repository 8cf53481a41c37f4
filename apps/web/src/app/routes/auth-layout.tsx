export { AuthLayout as Component } from "../layouts/AuthLayout";
