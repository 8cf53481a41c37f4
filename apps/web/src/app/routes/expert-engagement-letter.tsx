import { PracticeCapabilityGate } from "../../features/practices/PracticeCapabilityGate";
import { LetterTemplatePage } from "../../features/signatures/engagement-letter/LetterTemplatePage";

/** /expert/engagement-letter: the professional's engagement letter template. */
export function Component() {
  return (
    <PracticeCapabilityGate capability="signatures">
      <LetterTemplatePage />
    </PracticeCapabilityGate>
  );
}
