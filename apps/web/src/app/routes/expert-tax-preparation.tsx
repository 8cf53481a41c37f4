export { ExpertJobsPage as Component } from "../../features/tax-preparation/ExpertJobsPage";
