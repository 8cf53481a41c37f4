import { type AccountantProfileDetails, taxPreparerTypeLabels, usStateName } from "@taxlane/contract";
import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { EditorCard } from "./ExpertProfileEditorCard";
import { credentialsText } from "./profile-text";

/** The credentials as they were registered; they change only through support, as an operator checks them. */
export function Credentials({ profile }: { profile: AccountantProfileDetails }) {
  const credentials = profile.credentials;
  const rows: [string, string | null][] = [
    [profiles.preparerTypeLabel, taxPreparerTypeLabels[profile.taxPreparerTypeId]],
    ["PTIN", credentials?.taxPreparerPTINumber ?? null],
    [profiles.barNumberLabel, credentials?.taxPreparerBarNumber ?? null],
    [profiles.licenseNumberLabel, credentials?.taxPreparerLicenseNumber ?? null],
    [
      profiles.issuedByLabel,
      credentials?.taxPreparerState ? usStateName(credentials.taxPreparerState) : null,
    ],
    [profiles.enrolledAgentNumber, credentials?.taxPreparerEnrolledAgentNumber ?? null],
  ];
  const proof = credentials?.proofOfAnnualFilingSeasonProgram ?? null;
  return (
    <EditorCard title={profiles.credentialsHeading}>
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
        {profile.credentialsVerified ? profiles.credentialsChecked : profiles.credentialsBeingChecked}
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
            <dt>{profiles.afspRecord}</dt>
            <dd>
              <a href={proof.url}>{proof.name}</a>
            </dd>
          </div>
        )}
      </dl>
    </EditorCard>
  );
}
