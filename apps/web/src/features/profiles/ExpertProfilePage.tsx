import { EditOutlined, EyeOutlined } from "@ant-design/icons";
import { useQuery } from "@tanstack/react-query";
import { appTexts } from "@taxlane/contract";
import { Alert, Button, Card, Skeleton, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ownExpertProfileQuery } from "../../entities/account";
import { publicExpertProfileQuery } from "../../entities/profile";
import { isApiError } from "../../lib/api-client";
import { usePageTitle } from "../../lib/use-page-title";
import { ExpertProfileEditor } from "./ExpertProfileEditor";
import { ExpertProfileView } from "./ExpertProfileView";
import "./account.css";
import { common } from "@taxlane/contract/i18n/local/common";
import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { richText } from "../../lib/rich-text";

function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={profiles.profileLoadError}
      description={isApiError(error) ? error.message : appTexts.somethingWentWrong}
      action={<Button onClick={onRetry}>{profiles.tryAgain}</Button>}
    />
  );
}

/** Public mode: the profile exactly as taxpayers see it, from the public call itself. */
function PublicMode({ id, saved }: { id: number; saved: boolean }) {
  const profile = useQuery(publicExpertProfileQuery(id));
  return (
    <>
      {saved && <Alert type="success" showIcon role="status" title={profiles.profileSaved} />}
      <p className="tl-account__note">
        {richText(formatPlain(profiles.publicAddress, { url: `${window.location.origin}/experts/${id}` }), {
          link: (inner) => <Link to={`/experts/${id}`}>{inner}</Link>,
        })}
      </p>
      {profile.isPending ? (
        <Card>
          <Skeleton avatar active title={false} paragraph={{ rows: 6 }} />
        </Card>
      ) : profile.isError ? (
        <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
      ) : (
        <ExpertProfileView profile={profile.data} level={2} />
      )}
    </>
  );
}

function EditMode({ onDone }: { onDone: (saved: boolean) => void }) {
  const profile = useQuery(ownExpertProfileQuery());
  if (profile.isPending) {
    return (
      <Card>
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (profile.isError) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <ExpertProfileEditor profile={profile.data} onSaved={() => onDone(true)} onCancel={() => onDone(false)} />
  );
}

/**
 * /expert/profile: public mode shows the profile as taxpayers see it; edit mode (`?mode=edit`, so a
 * reload stays there) changes all of it. `settings` (the app composes them in) follow the public mode.
 */
export function ExpertProfilePage({ plan, settings }: { plan?: ReactNode; settings?: ReactNode } = {}) {
  const [params, setParams] = useSearchParams();
  const editing = params.get("mode") === "edit";
  const [saved, setSaved] = useState(false);
  const own = useQuery(ownExpertProfileQuery());
  usePageTitle(editing ? profiles.editProfessionalProfile : profiles.professionalProfile);

  const setEditing = (edit: boolean) => setParams(edit ? { mode: "edit" } : {});

  return (
    <div className={editing ? "tl-account" : "tl-account tl-account--wide"}>
      <header className="tl-account__head">
        <Typography.Title level={1} className="tl-account__title">
          {editing ? profiles.editProfile : common.profile}
        </Typography.Title>
        {editing ? (
          <Button icon={<EyeOutlined />} onClick={() => setEditing(false)}>
            {profiles.seePublicProfile}
          </Button>
        ) : (
          <Button
            type="primary"
            icon={<EditOutlined />}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {profiles.editProfile}
          </Button>
        )}
      </header>
      {editing ? (
        <EditMode
          onDone={(done) => {
            setSaved(done);
            setEditing(false);
            window.scrollTo({ top: 0 });
          }}
        />
      ) : own.isPending ? (
        <Card>
          <Skeleton avatar active title={false} paragraph={{ rows: 6 }} />
        </Card>
      ) : own.isError ? (
        <LoadError error={own.error} onRetry={() => void own.refetch()} />
      ) : (
        <>
          {plan}
          <PublicMode id={own.data.id} saved={saved} />
        </>
      )}
      {!editing && settings}
    </div>
  );
}
