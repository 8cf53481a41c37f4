import { appTexts } from "@taxlane/contract";
import { common } from "@taxlane/contract/i18n/local/common";
import { buttonClassName } from "../ui/button-styles";
import { StatusScreen } from "./StatusScreen";

interface UnexpectedErrorScreenProps {
  message: string;
}

/**
 * Shown when a route fails. Its actions load pages afresh (plain links, a reload) because the
 * failure may be a script chunk that no longer exists after a new release.
 */
export function UnexpectedErrorScreen({ message }: UnexpectedErrorScreenProps) {
  return (
    <StatusScreen
      title={appTexts.unexpectedError}
      standalone
      actions={
        <>
          <a href="/" className={buttonClassName({ size: "lg" })}>
            {common.backToHome}
          </a>
          <button
            type="button"
            className={buttonClassName({ variant: "secondary", size: "lg" })}
            onClick={() => location.reload()}
          >
            {common.reloadPage}
          </button>
        </>
      }
    >
      <p className="tl-status__message">{message}</p>
    </StatusScreen>
  );
}
