export { ExpertDirectoryPage as Component } from "../../features/profiles/ExpertDirectoryPage";
