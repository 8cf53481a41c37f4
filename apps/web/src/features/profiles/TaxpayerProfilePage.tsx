import { useMutation } from "@tanstack/react-query";
import {
  type CurrentUser,
  updateTaxpayerProfileSchema,
  validationTexts,
  verificationCodeSchema,
} from "@taxlane/contract";
import { common } from "@taxlane/contract/i18n/local/common";
import { Button, Card, Form, Input, Switch, Typography } from "antd";
import { type ReactNode, useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { FormAlert } from "../../components/FormAlert";
import {
  accountApi,
  avatarSrc,
  useCurrentUser,
  useProfileSaved,
  useSetTwoFactor,
} from "../../entities/account";
import { DevMailboxHint } from "../../entities/dev-mail";
import { isApiError } from "../../lib/api-client";
import { RESEND_COOLDOWN_MS, useSecondsLeft } from "../../lib/cooldown";
import { errorDisplay, schemaRule } from "../../lib/form-rules";
import { usePageTitle } from "../../lib/use-page-title";
import { ProfilePhotoField } from "./ProfilePhotoField";
import { birthDateInput, keepPhoto, type PhotoChange, taxpayerProfileFormData } from "./profile-form-data";
import "./account.css";
import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { bold, richText } from "../../lib/rich-text";

interface ProfileFormValues {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  birthDate: string;
  email: string;
  emailValidationCode?: string;
}

const formFields = [
  "firstName",
  "lastName",
  "phoneNumber",
  "birthDate",
  "email",
  "emailValidationCode",
] as const satisfies readonly (keyof ProfileFormValues)[];

const sameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase();

/** The full-size photo when the server sends one, else the thumbnail. */
function photoOf(user: CurrentUser & { avatarUrl?: string | null }): string | null {
  return user.avatarUrl ?? avatarSrc(user.avatar);
}

function valuesOf(user: CurrentUser): ProfileFormValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber ?? "",
    birthDate: birthDateInput(user.birthDate),
    email: user.email,
  };
}

/** Sends the code that confirms a new address, and says where it went; resending waits a minute. */
function EmailCodeStep({
  email,
  sentTo,
  sentAt,
  onSent,
  valid,
}: {
  email: string;
  sentTo: string | null;
  sentAt: number;
  onSent: (address: string) => void;
  valid: () => Promise<boolean>;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (address: string) => accountApi.sendEmailChangeCode(address),
    onSuccess: (_data, address) => {
      setProblem(null);
      onSent(address);
    },
    onError: (error) => setProblem(errorDisplay(error, []).message),
  });
  const wait = useSecondsLeft(sentAt + RESEND_COOLDOWN_MS);
  const sentHere = sentTo !== null && sameAddress(sentTo, email);
  const trySend = async () => {
    if (await valid()) send.mutate(email.trim());
  };

  return (
    <div className="tl-account__email-step">
      <FormAlert message={problem} />
      {sentHere ? (
        <>
          <p className="tl-account__note" role="status">
            {richText(formatPlain(profiles.emailCodeSent, { email: sentTo }), bold)}
          </p>
          <DevMailboxHint />
          <Form.Item
            name="emailValidationCode"
            label={profiles.codeFromEmail}
            required
            rules={[schemaRule(verificationCodeSchema)]}
            validateFirst
          >
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              className="tl-account__code"
            />
          </Form.Item>
          <Button onClick={() => void trySend()} disabled={wait > 0} loading={send.isPending}>
            {wait > 0 ? formatPlain(profiles.resendCodeIn, { seconds: wait }) : profiles.resendCode}
          </Button>
        </>
      ) : (
        <>
          <p className="tl-account__note">{profiles.changeEmailHint}</p>
          <Button onClick={() => void trySend()} loading={send.isPending}>
            {profiles.sendCodeToNewAddress}
          </Button>
        </>
      )}
    </div>
  );
}

function PersonalDetails({ user }: { user: CurrentUser }) {
  const schema = useMemo(() => updateTaxpayerProfileSchema(new Date()).shape, []);
  const [form] = Form.useForm<ProfileFormValues>();
  const photoId = useId();
  const [photo, setPhoto] = useState<PhotoChange>(keepPhoto);
  const [message, setMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [code, setCode] = useState<{ sentTo: string | null; sentAt: number }>({ sentTo: null, sentAt: 0 });
  const email = Form.useWatch("email", form) ?? user.email;
  const emailChanged = email.trim() !== "" && !sameAddress(email, user.email);
  const profileSaved = useProfileSaved();

  const save = useMutation({
    mutationFn: ({ values, newEmail }: { values: ProfileFormValues; newEmail: boolean }) =>
      accountApi.updateTaxpayerProfile(
        taxpayerProfileFormData(
          {
            firstName: values.firstName,
            lastName: values.lastName,
            phoneNumber: values.phoneNumber,
            birthDate: values.birthDate,
            ...(newEmail ? { email: values.email, emailValidationCode: values.emailValidationCode } : {}),
          },
          photo,
        ),
      ),
    onSuccess: async (_data, { values, newEmail }) => {
      await profileSaved();
      setPhoto(keepPhoto);
      setCode({ sentTo: null, sentAt: 0 });
      form.setFieldsValue({ emailValidationCode: undefined, email: values.email.trim() });
      setSaved(
        newEmail ? formatPlain(profiles.savedWithEmail, { email: values.email.trim() }) : profiles.saved,
      );
    },
    onError: (error) => {
      const display = errorDisplay(error, formFields);
      form.setFields(display.fields);
      // A refused photo (wrong type, too large) names `avatar`, which is not one of the form's fields.
      setMessage((isApiError(error) ? error.fieldErrors.avatar : undefined) ?? display.message);
    },
  });

  return (
    <Card
      title={<h2 className="tl-account__card-title">{profiles.personalDetails}</h2>}
      className="tl-account__card"
    >
      <FormAlert message={message} />
      <FormAlert type="success" message={saved} />
      <Form<ProfileFormValues>
        form={form}
        name="taxpayer-profile"
        layout="vertical"
        initialValues={valuesOf(user)}
        disabled={save.isPending}
        requiredMark
        onValuesChange={() => setSaved(null)}
        onFinish={(values) => {
          setMessage(null);
          if (emailChanged && !(code.sentTo !== null && sameAddress(code.sentTo, values.email))) {
            form.setFields([
              {
                name: "email",
                errors: [profiles.sendCodeFirst],
              },
            ]);
            return;
          }
          save.mutate({ values, newEmail: emailChanged });
        }}
      >
        <Form.Item label={profiles.photoLabel} htmlFor={photoId}>
          <ProfilePhotoField
            id={photoId}
            currentUrl={photoOf(user)}
            value={photo}
            onChange={(next) => {
              setSaved(null);
              setPhoto(next);
            }}
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
            required
            rules={[schemaRule(schema.phoneNumber)]}
          >
            <Input type="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item
            name="birthDate"
            label={profiles.birthDateLabel}
            rules={[schemaRule(schema.birthDate)]}
            extra={profiles.birthDateHint}
          >
            <Input type="date" autoComplete="bday" max={birthDateInput(new Date().toISOString())} />
          </Form.Item>
        </div>
        <Form.Item
          name="email"
          label={profiles.emailLabel}
          required
          rules={[schemaRule(schema.email), { required: true, message: validationTexts.emailRequired }]}
          validateFirst
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        {emailChanged && (
          <EmailCodeStep
            email={email}
            sentTo={code.sentTo}
            sentAt={code.sentAt}
            onSent={(address) => setCode({ sentTo: address, sentAt: Date.now() })}
            valid={() =>
              form.validateFields(["email"]).then(
                () => true,
                () => false,
              )
            }
          />
        )}
        <Button type="primary" htmlType="submit" size="large" loading={save.isPending}>
          {common.saveChanges}
        </Button>
      </Form>
    </Card>
  );
}

function SignInAndSecurity({ user }: { user: CurrentUser }) {
  const twoFactor = useSetTwoFactor();
  const labelId = useId();
  const hintId = useId();
  return (
    <Card
      title={<h2 className="tl-account__card-title">{profiles.signInAndSecurity}</h2>}
      className="tl-account__card"
    >
      <div className="tl-account__switch-row">
        <div>
          <p id={labelId} className="tl-account__switch-label">
            {profiles.twoStepSignIn}
          </p>
          <p id={hintId} className="tl-account__note">
            {profiles.twoFactorHint}
          </p>
        </div>
        <Switch
          checked={user.twoFactorAuthIsActive}
          loading={twoFactor.isPending}
          aria-labelledby={labelId}
          aria-describedby={hintId}
          onChange={(enabled) => twoFactor.mutate(enabled)}
        />
      </div>
      <FormAlert message={twoFactor.isError ? errorDisplay(twoFactor.error, []).message : null} />
      <p className="tl-account__password">
        <Link to="/change-password">{profiles.changePassword}</Link>
      </p>
    </Card>
  );
}

/**
 * /user/profile: the taxpayer's own details, photo, e-mail (confirmed by a code) and sign-in settings;
 * `settings` (the app composes them in) follow.
 */
export function TaxpayerProfilePage({ settings }: { settings?: ReactNode } = {}) {
  usePageTitle(common.profile);
  const { data: user } = useCurrentUser();
  if (user === undefined) return null;
  return (
    <div className="tl-account">
      <Typography.Title level={1} className="tl-account__title">
        {common.profile}
      </Typography.Title>
      <PersonalDetails user={user} />
      <SignInAndSecurity user={user} />
      {settings}
    </div>
  );
}
