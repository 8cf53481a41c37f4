export { ExpertDocumentsPage as Component } from "../../features/documents/ExpertDocumentsPage";
