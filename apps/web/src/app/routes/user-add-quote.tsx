export { AddQuotePage as Component } from "../../features/onboarding/AddQuotePage";
