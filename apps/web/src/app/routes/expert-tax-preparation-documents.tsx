import { ExpertDocumentsPage } from "../../features/documents/ExpertDocumentsPage";
import { PracticeCapabilityGate } from "../../features/practices/PracticeCapabilityGate";

/** /expert/tax_preparation/:id/documents: a job's documents, for the roles that handle them. */
export function Component() {
  return (
    <PracticeCapabilityGate capability="documents">
      <ExpertDocumentsPage />
    </PracticeCapabilityGate>
  );
}
