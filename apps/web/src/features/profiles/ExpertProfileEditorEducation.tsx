import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { educationEntrySchema, profileLimits } from "@taxlane/contract";
import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Button, Form, Input } from "antd";
import { useMemo } from "react";
import { schemaRule } from "../../lib/form-rules";
import { EditorCard } from "./ExpertProfileEditorCard";

function EducationList({ now }: { now: Date }) {
  const entry = useMemo(() => educationEntrySchema(now).shape, [now]);
  return (
    <Form.List name="accountantEducationList">
      {(fields, { add, remove }) => (
        <>
          {fields.length === 0 && <p className="tl-account__note">{profiles.noSchools}</p>}
          {fields.map((field, index) => (
            <fieldset
              key={field.key}
              className="tl-account__education-row"
              aria-label={formatPlain(profiles.schoolNumber, { number: index + 1 })}
            >
              <Form.Item
                name={[field.name, "institution"]}
                label={profiles.school}
                required
                rules={[schemaRule(entry.institution)]}
              >
                <Input maxLength={profileLimits.institution} />
              </Form.Item>
              <Form.Item
                name={[field.name, "degree"]}
                label={profiles.degree}
                required
                rules={[schemaRule(entry.degree)]}
              >
                <Input maxLength={profileLimits.degree} />
              </Form.Item>
              <Form.Item
                name={[field.name, "yearOfGraduation"]}
                label={profiles.graduationYearLabel}
                required
                rules={[schemaRule(entry.yearOfGraduation)]}
              >
                <Input inputMode="numeric" maxLength={4} />
              </Form.Item>
              <Button
                className="tl-account__education-remove"
                icon={<DeleteOutlined />}
                aria-label={formatPlain(profiles.removeSchool, { number: index + 1 })}
                onClick={() => remove(field.name)}
              />
            </fieldset>
          ))}
          {fields.length < profileLimits.educationEntries && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ institution: "", degree: "", yearOfGraduation: "" })}
            >
              {profiles.addSchool}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}

/** The schools and trainings: up to `profileLimits.educationEntries` rows, each checked as the API checks it. */
export function EducationCard({ now }: { now: Date }) {
  return (
    <EditorCard title={profiles.education}>
      <EducationList now={now} />
    </EditorCard>
  );
}
