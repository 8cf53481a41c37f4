import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { useMutation } from "@tanstack/react-query";
import {
  type AccountantProfileDetails,
  educationEntrySchema,
  profileLimits,
  TaxPreparationTypeId,
  taxPreparerTypeLabels,
  US_STATES,
  updateAccountantProfileSchema,
  usStateName,
  validationTexts,
  WorkingTypeId,
  workingTypeLabels,
} from "@taxlane/contract";
import { Button, Card, Checkbox, Form, type GetProps, Input, Radio, Select } from "antd";
import { useId, useMemo, useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { accountApi, useProfileSaved } from "../../lib/account-api";
import { isApiError } from "../../lib/api-client";
import { errorDisplay, schemaRule } from "../../lib/form-rules";
import { ProfilePhotoField } from "./ProfilePhotoField";
import {
  birthDateInput,
  type ExpertProfileValues,
  expertProfileFormData,
  keepPhoto,
  type PhotoChange,
} from "./profile-form-data";
import { credentialsText, profilePhotoSrc, servicesText } from "./profile-text";

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

const stateOptions = US_STATES.map(([value, label]) => ({ value, label }));

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

const cardTitle = (text: string) => <h2 className="tl-account__card-title">{text}</h2>;

/** The credentials as they were registered; they change only through support, as an operator checks them. */
function Credentials({ profile }: { profile: AccountantProfileDetails }) {
  const credentials = profile.credentials;
  const rows: [string, string | null][] = [
    ["Preparer type", taxPreparerTypeLabels[profile.taxPreparerTypeId]],
    ["PTIN", credentials?.taxPreparerPTINumber ?? null],
    ["Bar number", credentials?.taxPreparerBarNumber ?? null],
    ["License number", credentials?.taxPreparerLicenseNumber ?? null],
    ["Issued by", credentials?.taxPreparerState ? usStateName(credentials.taxPreparerState) : null],
    ["Enrolled agent number", credentials?.taxPreparerEnrolledAgentNumber ?? null],
  ];
  const proof = credentials?.proofOfAnnualFilingSeasonProgram ?? null;
  return (
    <Card title={cardTitle("Credentials")} className="tl-account__card">
      <p
        className={
          profile.credentialsVerified
            ? "tl-expert-card__badge tl-expert-card__badge--verified"
            : "tl-expert-card__badge tl-expert-card__badge--pending"
        }
      >
        {credentialsText(profile.credentialsVerified)}
      </p>
      <p className="tl-account__note">
        {profile.credentialsVerified
          ? "Our team checked these credentials. To change them, contact support so we can check the new ones."
          : "Our team checks these credentials with the issuing bodies. Meanwhile you receive requests as usual, shown as not yet verified."}
      </p>
      <dl className="tl-account__credentials">
        {rows
          .filter((row): row is [string, string] => row[1] !== null && row[1] !== "")
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {proof !== null && (
          <div>
            <dt>Annual Filing Season Program record</dt>
            <dd>
              <a href={proof.url}>{proof.name}</a>
            </dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

function EducationList({ now }: { now: Date }) {
  const entry = useMemo(() => educationEntrySchema(now).shape, [now]);
  return (
    <Form.List name="accountantEducationList">
      {(fields, { add, remove }) => (
        <>
          {fields.length === 0 && <p className="tl-account__note">No schools or trainings listed yet.</p>}
          {fields.map((field, index) => (
            <fieldset
              key={field.key}
              className="tl-account__education-row"
              aria-label={`School or training ${index + 1}`}
            >
              <Form.Item
                name={[field.name, "institution"]}
                label="School or institution"
                required
                rules={[schemaRule(entry.institution)]}
              >
                <Input maxLength={profileLimits.institution} />
              </Form.Item>
              <Form.Item
                name={[field.name, "degree"]}
                label="Degree or certificate"
                required
                rules={[schemaRule(entry.degree)]}
              >
                <Input maxLength={profileLimits.degree} />
              </Form.Item>
              <Form.Item
                name={[field.name, "yearOfGraduation"]}
                label="Year"
                required
                rules={[schemaRule(entry.yearOfGraduation)]}
              >
                <Input inputMode="numeric" maxLength={4} />
              </Form.Item>
              <Button
                className="tl-account__education-remove"
                icon={<DeleteOutlined />}
                aria-label={`Remove school or training ${index + 1}`}
                onClick={() => remove(field.name)}
              />
            </fieldset>
          ))}
          {fields.length < profileLimits.educationEntries && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ institution: "", degree: "", yearOfGraduation: "" })}
            >
              Add a school or training
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
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

  const required = (text: string) => ({ required: true, message: text });

  return (
    <Form<ExpertProfileValues>
      form={form}
      name="expert-profile"
      layout="vertical"
      initialValues={valuesOf(profile)}
      disabled={save.isPending}
      scrollToFirstError={{ block: "center" }}
      onFinish={(values) => {
        setMessage(null);
        setFileErrors({});
        save.mutate(values);
      }}
      onFinishFailed={() => setMessage("Please correct the fields marked below.")}
    >
      <div className="tl-account">
        <FormAlert message={message} />
        <Card title={cardTitle("Photo and name")} className="tl-account__card">
          <p className="tl-account__note">
            Taxpayers see your first name and the initial of your last name; your phone number and birth date
            stay private.
          </p>
          <Form.Item label="Photo" htmlFor={photoId}>
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
            <Form.Item name="firstName" label="First name" required rules={[schemaRule(schema.firstName)]}>
              <Input autoComplete="given-name" />
            </Form.Item>
            <Form.Item name="lastName" label="Last name" required rules={[schemaRule(schema.lastName)]}>
              <Input autoComplete="family-name" />
            </Form.Item>
          </div>
          <div className="tl-account__row">
            <Form.Item name="phoneNumber" label="Phone number" rules={[schemaRule(schema.phoneNumber)]}>
              <Input type="tel" autoComplete="tel" />
            </Form.Item>
            <Form.Item name="birthDate" label="Birth date" rules={[schemaRule(schema.birthDate)]}>
              <Input type="date" autoComplete="bday" />
            </Form.Item>
          </div>
        </Card>

        <Card title={cardTitle("Services")} className="tl-account__card">
          <Form.Item
            name="taxPreparationTypeId"
            label="Which returns do you prepare?"
            required
            rules={[schemaRule(schema.taxPreparationTypeId)]}
          >
            <Radio.Group options={serviceOptions} />
          </Form.Item>
          <Form.Item
            name="workingTypeIds"
            label="How do you work with clients?"
            required
            rules={[schemaRule(schema.workingTypeIds)]}
          >
            <WorkingTypesGroup />
          </Form.Item>
          <div className="tl-account__row tl-account__row--three">
            <Form.Item
              name="yearsOfExperience"
              label="Years of experience"
              required
              rules={[required(validationTexts.naturalNumber), schemaRule(schema.yearsOfExperience)]}
              validateFirst
            >
              <Input inputMode="numeric" />
            </Form.Item>
            <Form.Item
              name="state"
              label="State"
              required
              rules={[schemaRule(schema.state), required(validationTexts.required)]}
            >
              <Select options={stateOptions} showSearch={{ optionFilterProp: "label" }} />
            </Form.Item>
            <Form.Item
              name="city"
              label="City"
              required
              rules={[required(validationTexts.required), schemaRule(schema.city)]}
            >
              <Input autoComplete="address-level2" maxLength={profileLimits.city} />
            </Form.Item>
          </div>
        </Card>

        <Card title={cardTitle("Your practice")} className="tl-account__card">
          <Form.Item name="isEnterprise" label="Do you work on your own or as a firm?" required>
            <Radio.Group
              options={[
                { value: false, label: "On my own" },
                { value: true, label: "As a firm" },
              ]}
            />
          </Form.Item>
          {isEnterprise && (
            <div className="tl-account__row tl-account__row--three">
              <Form.Item
                name="businessName"
                label="Business name"
                required
                rules={[required(validationTexts.required), schemaRule(schema.businessName)]}
              >
                <Input autoComplete="organization" maxLength={profileLimits.businessName} />
              </Form.Item>
              <Form.Item
                name="yearFounded"
                label="Year founded"
                required
                rules={[required(validationTexts.invalidYear), schemaRule(schema.yearFounded)]}
                validateFirst
              >
                <Input inputMode="numeric" maxLength={4} />
              </Form.Item>
              <Form.Item
                name="numberOfEmployees"
                label="Number of employees"
                required
                rules={[required(validationTexts.naturalNumber), schemaRule(schema.numberOfEmployees)]}
                validateFirst
              >
                <Input inputMode="numeric" />
              </Form.Item>
            </div>
          )}
          <Form.Item
            name="aboutBusinessOrServiceStandOut"
            label="What makes your service stand out?"
            required
            rules={[schemaRule(schema.aboutBusinessOrServiceStandOut)]}
          >
            <Input.TextArea rows={5} showCount maxLength={profileLimits.about} />
          </Form.Item>
          <div className="tl-account__row tl-account__row--three">
            <Form.Item name="website" label="Website" rules={[schemaRule(schema.website)]}>
              <Input type="url" placeholder="https://" autoComplete="url" />
            </Form.Item>
            <Form.Item name="linkedIn" label="LinkedIn" rules={[schemaRule(schema.linkedIn)]}>
              <Input type="url" placeholder="https://www.linkedin.com/in/…" />
            </Form.Item>
            <Form.Item
              name="reviewsLink"
              label="Reviews link"
              rules={[schemaRule(schema.reviewsLink)]}
              extra="A shareable link to your reviews elsewhere."
            >
              <Input type="url" placeholder="https://" />
            </Form.Item>
          </div>
        </Card>

        <Card title={cardTitle("Education and training")} className="tl-account__card">
          <EducationList now={now} />
        </Card>

        <Card title={cardTitle("Standard pricing")} className="tl-account__card">
          <Form.Item name="hasPricingSystem" valuePropName="checked">
            <Checkbox>I have a standard price list to show taxpayers</Checkbox>
          </Form.Item>
          {hasPricing && (
            <Form.Item
              label={profile.pricingSystemFile === null ? "Price list file" : "Replace the price list file"}
              htmlFor={pricingId}
              validateStatus={fileErrors.pricingSystemFile ? "error" : undefined}
              help={fileErrors.pricingSystemFile}
              extra={
                profile.pricingSystemFile === null ? (
                  "PDF, Word, Excel or an image."
                ) : (
                  <>
                    Now: <a href={profile.pricingSystemFile.url}>{profile.pricingSystemFile.name}</a>
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
        </Card>

        <Credentials profile={profile} />

        <div className="tl-account__actions">
          <Button type="primary" htmlType="submit" size="large" loading={save.isPending}>
            Save changes
          </Button>
          <Button size="large" onClick={onCancel} disabled={save.isPending}>
            Cancel
          </Button>
        </div>
      </div>
    </Form>
  );
}
