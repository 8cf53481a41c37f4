import { appTexts } from "@taxlane/contract";
import { ButtonLink } from "../ui/Button";
import { StatusScreen } from "./StatusScreen";

interface NotFoundScreenProps {
  standalone?: boolean;
}

export function NotFoundScreen({ standalone = false }: NotFoundScreenProps) {
  return (
    <StatusScreen
      figure="404"
      title="Page not found"
      standalone={standalone}
      actions={
        <ButtonLink to="/" size="lg">
          Back to home
        </ButtonLink>
      }
    >
      <p className="tl-status__text">{appTexts.notFound}</p>
    </StatusScreen>
  );
}
