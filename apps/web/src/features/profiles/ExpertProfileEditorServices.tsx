import {
  profileLimits,
  TaxPreparationTypeId,
  US_STATES,
  validationTexts,
  WorkingTypeId,
  workingTypeLabels,
} from "@taxlane/contract";
import { languages } from "@taxlane/contract/i18n/language";
import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { Checkbox, Form, type GetProps, Input, Radio, Select } from "antd";
import { languageLabel } from "../../entities/profile";
import { schemaRule } from "../../lib/form-rules";
import { EditorCard, type ProfileFieldSchemas, requiredRule } from "./ExpertProfileEditorCard";
import { servicesText } from "./profile-text";

const serviceOptions = [
  TaxPreparationTypeId.individual,
  TaxPreparationTypeId.businessEntity,
  TaxPreparationTypeId.both,
].map((value) => ({ value, label: servicesText[value] }));

const workingOptions = [
  WorkingTypeId.onlineOrPhone,
  WorkingTypeId.travelsToClients,
  WorkingTypeId.clientsTravelToThem,
].map((value) => ({ value, label: workingTypeLabels[value] }));

const languageOptions = languages.map((value) => ({ value, label: languageLabel(value) }));

/** At least one language: matching and the directory look for professionals by it. */
const someLanguageRule = {
  validator: async (_rule: unknown, value: unknown) => {
    if (!Array.isArray(value) || value.length === 0) throw new Error(profiles.chooseALanguage);
  },
};

const stateOptions = US_STATES.map(([value, label]) => ({ value, label }));

/**
 * The work modes' check boxes as one group. The form marks a required field with `aria-required`,
 * which a group may not carry (each box is optional on its own), so it is left off here.
 */
function WorkingTypesGroup({
  "aria-required": _required,
  ...props
}: GetProps<typeof Checkbox.Group> & { "aria-required"?: unknown }) {
  return <Checkbox.Group role="group" {...props} options={workingOptions} />;
}

/** The languages' check boxes as one group, `aria-required` left off as for the work modes. */
function LanguagesGroup({
  "aria-required": _required,
  ...props
}: GetProps<typeof Checkbox.Group> & { "aria-required"?: unknown }) {
  return <Checkbox.Group role="group" {...props} options={languageOptions} />;
}

/** Which returns the expert prepares, how they meet clients, their experience and where they work. */
export function ServicesCard({ schema }: { schema: ProfileFieldSchemas }) {
  return (
    <EditorCard title={profiles.servicesFact}>
      <Form.Item
        name="taxPreparationTypeId"
        label={profiles.whichReturns}
        required
        rules={[schemaRule(schema.taxPreparationTypeId)]}
      >
        <Radio.Group options={serviceOptions} />
      </Form.Item>
      <Form.Item
        name="workingTypeIds"
        label={profiles.howYouWork}
        required
        rules={[schemaRule(schema.workingTypeIds)]}
      >
        <WorkingTypesGroup />
      </Form.Item>
      <Form.Item name="languages" label={profiles.languagesServed} required rules={[someLanguageRule]}>
        <LanguagesGroup />
      </Form.Item>
      <div className="tl-account__row tl-account__row--three">
        <Form.Item
          name="yearsOfExperience"
          label={profiles.yearsOfExperience}
          required
          rules={[requiredRule(validationTexts.naturalNumber), schemaRule(schema.yearsOfExperience)]}
          validateFirst
        >
          <Input inputMode="numeric" />
        </Form.Item>
        <Form.Item
          name="state"
          label={profiles.stateLabel}
          required
          rules={[schemaRule(schema.state), requiredRule(validationTexts.required)]}
        >
          <Select options={stateOptions} showSearch={{ optionFilterProp: "label" }} />
        </Form.Item>
        <Form.Item
          name="city"
          label={profiles.cityLabel}
          required
          rules={[requiredRule(validationTexts.required), schemaRule(schema.city)]}
        >
          <Input autoComplete="address-level2" maxLength={profileLimits.city} />
        </Form.Item>
      </div>
    </EditorCard>
  );
}
