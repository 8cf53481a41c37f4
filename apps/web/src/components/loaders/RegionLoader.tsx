import { appTexts } from "@taxlane/contract";
import type { ReactNode } from "react";
import { Spinner } from "./Spinner";
import "./loaders.css";

interface RegionLoaderProps {
  /** Whether the overlay shows; the content stays rendered under it. */
  loading: boolean;
  children?: ReactNode;
  /** Accessible label of the status; "Your request is in progress" by default. */
  label?: string;
}

/** A transparent overlay with only a spinner over a region (a card, a table) while its data loads. */
export function RegionLoader({ loading, children, label = appTexts.requestInProgress }: RegionLoaderProps) {
  return (
    <div className="tl-region-loader" aria-busy={loading}>
      {children}
      {loading && (
        <div className="tl-region-loader__overlay" role="status" aria-label={label}>
          <Spinner />
          <span className="tl-visually-hidden">{label}</span>
        </div>
      )}
    </div>
  );
}
