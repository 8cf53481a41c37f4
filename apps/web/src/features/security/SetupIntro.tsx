import { KeyOutlined, MobileOutlined } from "@ant-design/icons";
import { t } from "@taxlane/contract/i18n";
import { Button, Card } from "antd";
import { Link } from "react-router";

interface SetupIntroProps {
  /** Where "Remind me later" leads; none while client data is closed (there is no later then). */
  laterPath: string | null;
  onSetUpApp: () => void;
  onAddPasskey: () => void;
  /** The browser can create passkeys. */
  passkeysPossible: boolean;
}

/**
 * For a professional or operator sent here after signing in (`?setup=1`): why a stronger factor,
 * the two kinds side by side, and a way to go on to their work while the grace lasts.
 */
export function SetupIntro({ laterPath, onSetUpApp, onAddPasskey, passkeysPossible }: SetupIntroProps) {
  return (
    <section aria-labelledby="tl-security-intro">
      <Card className="tl-security__card tl-security__intro">
        <h2 id="tl-security-intro" className="tl-security__intro-title">
          {t("securityPage.introHeading")}
        </h2>
        <p>{t("securityPage.introText")}</p>
        <div className="tl-security__choices">
          <div className="tl-security__choice">
            <h3>
              <MobileOutlined aria-hidden="true" /> {t("securityPage.introAppTitle")}
            </h3>
            <p>{t("securityPage.introAppText")}</p>
            <Button type="primary" onClick={onSetUpApp}>
              {t("securityPage.appSetUp")}
            </Button>
          </div>
          <div className="tl-security__choice">
            <h3>
              <KeyOutlined aria-hidden="true" /> {t("securityPage.introPasskeyTitle")}
            </h3>
            <p>{t("securityPage.introPasskeyText")}</p>
            {passkeysPossible ? (
              <Button type="primary" onClick={onAddPasskey}>
                {t("securityPage.passkeyAdd")}
              </Button>
            ) : (
              <p className="tl-security__note">{t("securityPage.passkeyUnsupported")}</p>
            )}
          </div>
        </div>
        {laterPath !== null && (
          <p className="tl-security__later">
            <Link to={laterPath}>{t("securityPage.introRemindLater")}</Link>
          </p>
        )}
      </Card>
    </section>
  );
}
