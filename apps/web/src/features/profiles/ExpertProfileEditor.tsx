import { useMutation } from "@tanstack/react-query";
import {
  type AccountantProfileDetails,
  profileLimits,
  updateAccountantProfileSchema,
  validationTexts,
} from "@taxlane/contract";
import { common } from "@taxlane/contract/i18n/local/common";
import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { Button, Checkbox, Form, Input, Radio } from "antd";
import { useId, useMemo, useState } from "react";
import { CountedTextArea } from "../../components/CountedTextArea";
import { FormAlert } from "../../components/FormAlert";
import { accountApi, useProfileSaved } from "../../entities/account";
import { isApiError } from "../../lib/api-client";
import { errorDisplay, schemaRule } from "../../lib/form-rules";
import { EditorCard, requiredRule } from "./ExpertProfileEditorCard";
import { Credentials } from "./ExpertProfileEditorCredentials";
import { EducationCard } from "./ExpertProfileEditorEducation";
import { ServicesCard } from "./ExpertProfileEditorServices";
import { ProfilePhotoField } from "./ProfilePhotoField";
import {
  birthDateInput,
  type ExpertProfileValues,
  expertProfileFormData,
  keepPhoto,
  type PhotoChange,
} from "./profile-form-data";
import { profilePhotoSrc } from "./profile-text";

const formFields = [
  "firstName",
  "lastName",
  "phoneNumber",
  "birthDate",
  "website",
  "linkedIn",
  "reviewsLink",
  "taxPreparationTypeId",
  "workingTypeIds",
  "languages",
  "accountantEducationList",
  "aboutBusinessOrServiceStandOut",
  "yearsOfExperience",
  "state",
  "city",
  "isEnterprise",
  "businessName",
  "yearFounded",
  "numberOfEmployees",
  "hasPricingSystem",
] as const satisfies readonly (keyof ExpertProfileValues)[];

const PRICING_ACCEPT = ".pdf,.doc,.docx,.xls,.xlsx,.txt,.png,.jpg,.jpeg,.webp";

function valuesOf(profile: AccountantProfileDetails): ExpertProfileValues {
  return {
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    phoneNumber: profile.phoneNumber ?? "",
    birthDate: birthDateInput(profile.birthDate),
    website: profile.website ?? "",
    linkedIn: profile.linkedin ?? "",
    reviewsLink: profile.reviewsLink ?? "",
    taxPreparationTypeId: profile.taxPreparationTypeId,
    workingTypeIds: profile.workingTypeIds,
    // A profile from before languages were asked serves clients in English.
    languages: profile.languages ?? ["en"],
    accountantEducationList: profile.accountantEducationList.map((entry) => ({
      ...entry,
      yearOfGraduation: String(entry.yearOfGraduation),
    })),
    aboutBusinessOrServiceStandOut: profile.aboutBusinessOrServiceStandOut ?? "",
    yearsOfExperience: String(profile.yearsOfExperience),
    // Experts registered by a client that did not ask where they work fill it in here.
    state: profile.state === "" ? undefined : profile.state,
    city: profile.city,
    isEnterprise: profile.isEnterprise,
    businessName: profile.businessName ?? "",
    yearFounded: profile.yearFounded === null ? "" : String(profile.yearFounded),
    numberOfEmployees: profile.numberOfEmployees === null ? "" : String(profile.numberOfEmployees),
    hasPricingSystem: profile.hasPricingSystem,
  };
}

export interface ExpertProfileEditorProps {
  profile: AccountantProfileDetails;
  onSaved: () => void;
  onCancel: () => void;
}

/** Edit mode of /expert/profile: every part of the profile, saved at once with UpdateAccountantProfileDetails. */
export function ExpertProfileEditor({ profile, onSaved, onCancel }: ExpertProfileEditorProps) {
  const now = useMemo(() => new Date(), []);
  const schema = useMemo(() => updateAccountantProfileSchema(now).shape, [now]);
  const [form] = Form.useForm<ExpertProfileValues>();
  const photoId = useId();
  const pricingId = useId();
  const [photo, setPhoto] = useState<PhotoChange>(keepPhoto);
  const [pricingFile, setPricingFile] = useState<File | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [fileErrors, setFileErrors] = useState<{ avatar?: string; pricingSystemFile?: string }>({});
  const isEnterprise = Form.useWatch("isEnterprise", form) ?? profile.isEnterprise;
  const hasPricing = Form.useWatch("hasPricingSystem", form) ?? profile.hasPricingSystem;
  const profileSaved = useProfileSaved();

  const save = useMutation({
    mutationFn: (values: ExpertProfileValues) =>
      accountApi.updateExpertProfile(
        expertProfileFormData(
          values,
          photo,
          values.hasPricingSystem && pricingFile !== null
            ? { file: pricingFile, name: pricingFile.name }
            : null,
        ),
      ),
    onSuccess: async () => {
      await profileSaved();
      onSaved();
    },
    onError: (error) => {
      const display = errorDisplay(error, formFields);
      form.setFields(display.fields);
      const fieldErrors = isApiError(error) ? error.fieldErrors : {};
      setFileErrors({ avatar: fieldErrors.avatar, pricingSystemFile: fieldErrors.pricingSystemFile });
      setMessage(display.message);
      if (display.fields[0] !== undefined) form.scrollToField(display.fields[0].name, { block: "center" });
    },
  });

  return (
    <Form<ExpertProfileValues>
      form={form}
      name="expert-profile"
      layout="vertical"
      initialValues={valuesOf(profile)}
      disabled={save.isPending}
      scrollToFirstError={{ block: "center", focus: true }}
      onFinish={(values) => {
        setMessage(null);
        setFileErrors({});
        save.mutate(values);
      }}
      onFinishFailed={() => setMessage(profiles.correctFields)}
    >
      <div className="tl-account">
        <FormAlert message={message} />
        <EditorCard title={profiles.photoAndName}>
          <p className="tl-account__note">{profiles.nameShown}</p>
          <Form.Item label={profiles.photoLabel} htmlFor={photoId}>
            <ProfilePhotoField
              id={photoId}
              currentUrl={profilePhotoSrc(profile)}
              value={photo}
              onChange={setPhoto}
              error={fileErrors.avatar}
              disabled={save.isPending}
            />
          </Form.Item>
          <div className="tl-account__row">
            <Form.Item
              name="firstName"
              label={profiles.firstNameLabel}
              required
              rules={[schemaRule(schema.firstName)]}
            >
              <Input autoComplete="given-name" />
            </Form.Item>
            <Form.Item
              name="lastName"
              label={profiles.lastNameLabel}
              required
              rules={[schemaRule(schema.lastName)]}
            >
              <Input autoComplete="family-name" />
            </Form.Item>
          </div>
          <div className="tl-account__row">
            <Form.Item
              name="phoneNumber"
              label={profiles.phoneNumberLabel}
              rules={[schemaRule(schema.phoneNumber)]}
            >
              <Input type="tel" autoComplete="tel" />
            </Form.Item>
            <Form.Item
              name="birthDate"
              label={profiles.birthDateLabel}
              rules={[schemaRule(schema.birthDate)]}
            >
              <Input type="date" autoComplete="bday" />
            </Form.Item>
          </div>
        </EditorCard>

        <ServicesCard schema={schema} />

        <EditorCard title={profiles.yourPractice}>
          <Form.Item name="isEnterprise" label={profiles.workAlone} required>
            <Radio.Group
              options={[
                { value: false, label: profiles.onMyOwn },
                { value: true, label: profiles.asAFirm },
              ]}
            />
          </Form.Item>
          {isEnterprise && (
            <div className="tl-account__row tl-account__row--three">
              <Form.Item
                name="businessName"
                label={profiles.businessNameLabel}
                required
                rules={[requiredRule(validationTexts.required), schemaRule(schema.businessName)]}
              >
                <Input autoComplete="organization" maxLength={profileLimits.businessName} />
              </Form.Item>
              <Form.Item
                name="yearFounded"
                label={profiles.yearFoundedLabel}
                required
                rules={[requiredRule(validationTexts.invalidYear), schemaRule(schema.yearFounded)]}
                validateFirst
              >
                <Input inputMode="numeric" maxLength={4} />
              </Form.Item>
              <Form.Item
                name="numberOfEmployees"
                label={profiles.employees}
                required
                rules={[requiredRule(validationTexts.naturalNumber), schemaRule(schema.numberOfEmployees)]}
                validateFirst
              >
                <Input inputMode="numeric" />
              </Form.Item>
            </div>
          )}
          <Form.Item
            name="aboutBusinessOrServiceStandOut"
            label={profiles.standOut}
            required
            rules={[schemaRule(schema.aboutBusinessOrServiceStandOut)]}
          >
            <CountedTextArea rows={5} showCount maxLength={profileLimits.about} />
          </Form.Item>
          <div className="tl-account__row tl-account__row--three">
            <Form.Item name="website" label={profiles.websiteLink} rules={[schemaRule(schema.website)]}>
              <Input type="url" placeholder="https://" autoComplete="url" />
            </Form.Item>
            <Form.Item name="linkedIn" label="LinkedIn" rules={[schemaRule(schema.linkedIn)]}>
              <Input type="url" placeholder="https://www.linkedin.com/in/…" />
            </Form.Item>
            <Form.Item
              name="reviewsLink"
              label={profiles.reviewsLinkLabel}
              rules={[schemaRule(schema.reviewsLink)]}
              extra={profiles.reviewsLinkHint}
            >
              <Input type="url" placeholder="https://" />
            </Form.Item>
          </div>
        </EditorCard>

        <EducationCard now={now} />

        <EditorCard title={profiles.standardPricing}>
          <Form.Item name="hasPricingSystem" valuePropName="checked">
            <Checkbox>{profiles.hasPriceList}</Checkbox>
          </Form.Item>
          {hasPricing && (
            <Form.Item
              label={
                profile.pricingSystemFile === null ? profiles.priceListFile : profiles.replacePriceListFile
              }
              htmlFor={pricingId}
              validateStatus={fileErrors.pricingSystemFile ? "error" : undefined}
              help={fileErrors.pricingSystemFile}
              extra={
                profile.pricingSystemFile === null ? (
                  profiles.priceListTypes
                ) : (
                  <>
                    {profiles.currentFile}{" "}
                    <a href={profile.pricingSystemFile.url}>{profile.pricingSystemFile.name}</a>
                  </>
                )
              }
            >
              <input
                id={pricingId}
                type="file"
                className="tl-account__file"
                accept={PRICING_ACCEPT}
                disabled={save.isPending}
                onChange={(event) => setPricingFile(event.target.files?.[0] ?? null)}
              />
            </Form.Item>
          )}
        </EditorCard>

        <Credentials profile={profile} />

        <div className="tl-account__actions">
          <Button type="primary" htmlType="submit" size="large" loading={save.isPending}>
            {profiles.saveChanges}
          </Button>
          <Button size="large" onClick={onCancel} disabled={save.isPending}>
            {common.cancel}
          </Button>
        </div>
      </div>
    </Form>
  );
}
