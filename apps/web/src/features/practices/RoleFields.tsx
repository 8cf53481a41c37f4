import {
  PRACTICE_ROLES,
  type PracticeRole,
  practiceRoleChoosesAllJobs,
  practiceRoleTexts,
} from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Checkbox, Form, type FormInstance, Radio } from "antd";

/** What the role fields hold. */
export interface RoleValues {
  role?: PracticeRole;
  seesAllJobs: boolean;
}

/**
 * A role, each with its one line from the role table, and for a preparer the owner's "sees every job"
 * (the other roles' answer is the table's, so the box is not shown for them).
 */
export function RoleFields<V extends RoleValues>({ form }: { form: FormInstance<V> }) {
  const role = Form.useWatch("role", form);
  return (
    <>
      <Form.Item
        label={t("practicePages.roleLabel")}
        name="role"
        required
        rules={[{ required: true, message: t("practices.roleInvalid") }]}
      >
        <Radio.Group className="tl-practice__roles">
          {PRACTICE_ROLES.map((choice) => (
            <Radio key={choice} value={choice} className="tl-practice__role">
              <span className="tl-practice__role-name">{practiceRoleTexts[choice].name}</span>
              <span className="tl-practice__role-summary">{practiceRoleTexts[choice].summary}</span>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {role !== undefined && practiceRoleChoosesAllJobs(role) && (
        <Form.Item name="seesAllJobs" valuePropName="checked" extra={t("practicePages.seesAllHint")}>
          <Checkbox>{t("practicePages.seesAllLabel")}</Checkbox>
        </Form.Item>
      )}
    </>
  );
}
