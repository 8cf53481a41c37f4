export { BlogPostPage as Component } from "../../features/content/blog/BlogPostPage";
