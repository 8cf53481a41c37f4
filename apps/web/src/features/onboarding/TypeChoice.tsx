import { onboarding } from "@taxlane/contract/i18n/local/onboarding";
import { type QuestionnaireKind, questionnaireText } from "@taxlane/organizer";
import { Link } from "react-router";

interface TypeChoiceProps {
  /** Offer the expert sign-up too (to visitors; a signed-in taxpayer only chooses a return). */
  offerExpert: boolean;
  onChoose: (kind: QuestionnaireKind) => void;
  headingId: string;
}

const choices: { kind: QuestionnaireKind; title: () => string; text: string }[] = [
  {
    kind: "individual",
    title: () => questionnaireText("typeIndividual"),
    text: onboarding.typeIndividual,
  },
  {
    kind: "business",
    title: () => questionnaireText("typeBusiness"),
    text: onboarding.typeBusiness,
  },
];

/** The preparation type choice that starts the questionnaire (Individual, Business Entity, Expert). */
export function TypeChoice({ offerExpert, onChoose, headingId }: TypeChoiceProps) {
  return (
    <ul className="tl-type-choice" aria-labelledby={headingId}>
      {choices.map((choice) => (
        <li key={choice.kind}>
          <button type="button" className="tl-type-choice__card" onClick={() => onChoose(choice.kind)}>
            <span className="tl-type-choice__title">{choice.title()}</span>
            <span className="tl-type-choice__text">{choice.text}</span>
          </button>
        </li>
      ))}
      {offerExpert && (
        <li>
          <Link to="/signup/expert" className="tl-type-choice__card">
            <span className="tl-type-choice__title">{questionnaireText("typeExpert")}</span>
            <span className="tl-type-choice__text">{onboarding.typeProfessional}</span>
          </Link>
        </li>
      )}
    </ul>
  );
}
