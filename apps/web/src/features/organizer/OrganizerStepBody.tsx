import { t } from "@taxlane/contract/i18n";
import {
  type OrganizerAnswers,
  type OrganizerAnswerValue,
  type OrganizerContext,
  type OrganizerDefinition,
  type OrganizerFileRef,
  type OrganizerQuestion,
  type OrganizerRowGroup,
  type OrganizerStep,
  organizerVisibleNotices,
  organizerVisibleQuestions,
  rowKey,
} from "@taxlane/organizer";
import { Button } from "../../components/ui/Button";
import { OrganizerQuestionField } from "./OrganizerQuestionField";
import { lowerFirst, personPrefix, rowNoun, stepBlocks } from "./step-layout";

export interface StepBodyProps {
  definition: OrganizerDefinition;
  step: OrganizerStep;
  answers: OrganizerAnswers;
  context: OrganizerContext;
  errors: Readonly<Record<string, string>>;
  onAnswer: (key: string, value: OrganizerAnswerValue | undefined) => void;
  pendingFiles: Readonly<Record<string, readonly File[]>>;
  onPendingFiles: (key: string, files: File[]) => void;
  onRemoveStoredFile: (key: string, file: OrganizerFileRef) => void;
  removingFile: boolean;
  rowsOf: (group: OrganizerRowGroup) => number;
  onAddRow: (group: OrganizerRowGroup) => void;
  onRemoveRow: (group: OrganizerRowGroup, row: number) => void;
}

function Question({
  props,
  question,
  answerKey,
  hiddenPrefix,
}: {
  props: StepBodyProps;
  question: OrganizerQuestion;
  answerKey: string;
  hiddenPrefix: string;
}) {
  return (
    <OrganizerQuestionField
      question={question}
      answerKey={answerKey}
      hiddenPrefix={hiddenPrefix}
      value={props.answers[answerKey]}
      error={props.errors[answerKey]}
      onChange={(value) => props.onAnswer(answerKey, value)}
      pendingFiles={props.pendingFiles[answerKey] ?? []}
      onPendingFilesChange={(files) => props.onPendingFiles(answerKey, files)}
      onRemoveStoredFile={(file) => props.onRemoveStoredFile(answerKey, file)}
      removingFile={props.removingFile}
    />
  );
}

function RowGroup({
  props,
  group,
  questions,
}: {
  props: StepBodyProps;
  group: OrganizerRowGroup;
  questions: readonly OrganizerQuestion[];
}) {
  const rows = props.rowsOf(group);
  const noun = rowNoun(group);
  const spouse = questions[0]?.person === "spouse";

  return (
    <div className="tl-org-group">
      {Array.from({ length: rows }, (_, index) => {
        const row = index + 1;
        const title = t("organizerFields.rowTitle", { noun, row });
        const heard = spouse ? t("organizerFields.spouseRowTitle", { title }) : title;
        return (
          <fieldset key={row} className="tl-org-group__row">
            <legend className="tl-org-group__title">
              {spouse ? (
                <>
                  <span className="tl-visually-hidden">{heard}</span>
                  <span aria-hidden="true">{title}</span>
                </>
              ) : (
                title
              )}
            </legend>
            <div className="tl-org-grid">
              {questions.map((question) => (
                <Question
                  key={question.key}
                  props={props}
                  question={question}
                  answerKey={rowKey(question.key, row)}
                  hiddenPrefix={`${heard}: `}
                />
              ))}
            </div>
            {rows > 1 && (
              <div>
                <Button variant="secondary" onClick={() => props.onRemoveRow(group, row)}>
                  {t("organizerFields.removeRow", { noun: lowerFirst(noun), row })}
                  {spouse && <span className="tl-visually-hidden"> {t("organizerFields.ofYourSpouse")}</span>}
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      <div>
        <Button variant="secondary" onClick={() => props.onAddRow(group)}>
          {group.addLabel()}
          {spouse && <span className="tl-visually-hidden"> {t("organizerFields.forYourSpouse")}</span>}
        </Button>
      </div>
    </div>
  );
}

/** The questions and notices of one organizer step, as the answers so far ask them. */
export function OrganizerStepBody(props: StepBodyProps) {
  const { definition, step, answers, context } = props;
  const asked = organizerVisibleQuestions(definition, step, answers, context);
  const notices = organizerVisibleNotices(definition, step, answers, context);
  return (
    <>
      {notices.map((notice) => (
        <div key={notice.id} className={`tl-org-notice tl-org-notice--${notice.kind}`}>
          <strong>
            {t(notice.kind === "warning" ? "organizerFields.warning" : "organizerFields.note")}{" "}
          </strong>
          {notice.text()}
        </div>
      ))}
      {stepBlocks(step, asked).map((block) => {
        if (block.kind === "heading") {
          return (
            <h3 key={block.id} className="tl-org-person">
              {t(block.person === "spouse" ? "organizerFields.yourSpouse" : "organizerFields.you")}
            </h3>
          );
        }
        if (block.kind === "group") {
          return (
            <RowGroup key={block.group.id} props={props} group={block.group} questions={block.questions} />
          );
        }
        return (
          <Question
            key={block.question.key}
            props={props}
            question={block.question}
            answerKey={block.question.key}
            hiddenPrefix={personPrefix(block.question.person)}
          />
        );
      })}
    </>
  );
}
