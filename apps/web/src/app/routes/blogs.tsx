export { BlogListPage as Component } from "../../features/content/blog/BlogListPage";
