import type { ExpertRules } from "../expert-rules";

export interface StepProps {
  rules: ExpertRules;
}
