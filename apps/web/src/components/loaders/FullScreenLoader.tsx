import { appTexts } from "@taxlane/contract";
import { LogoMark } from "../Logo";
import { Spinner } from "./Spinner";
import "./loaders.css";

interface FullScreenLoaderProps {
  /** Fades in after a short delay, so quick loads do not flash it. */
  delayed?: boolean;
}

/** Covers the whole viewport with the logo and a spinner while part of the app loads. */
export function FullScreenLoader({ delayed = false }: FullScreenLoaderProps) {
  return (
    <div
      className={delayed ? "tl-fullscreen-loader tl-fullscreen-loader--delayed" : "tl-fullscreen-loader"}
      role="status"
      aria-label={appTexts.requestInProgress}
    >
      <LogoMark size={56} />
      <Spinner size="lg" />
      <span className="tl-visually-hidden">{appTexts.requestInProgress}</span>
    </div>
  );
}
