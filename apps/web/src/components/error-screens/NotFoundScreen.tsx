import { appTexts } from "@taxlane/contract";
import { common } from "@taxlane/contract/i18n/local/common";
import { ButtonLink } from "../ui/Button";
import { StatusScreen } from "./StatusScreen";

interface NotFoundScreenProps {
  standalone?: boolean;
}

export function NotFoundScreen({ standalone = false }: NotFoundScreenProps) {
  return (
    <StatusScreen
      figure="404"
      title={common.pageNotFound}
      standalone={standalone}
      actions={
        <ButtonLink to="/" size="lg">
          {common.backToHome}
        </ButtonLink>
      }
    >
      <p className="tl-status__text">{appTexts.notFound}</p>
    </StatusScreen>
  );
}
