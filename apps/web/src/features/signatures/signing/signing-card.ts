import type { ReactNode } from "react";

/** The card the signing page sits in (the sign-in pages' own, given by the route). */
export interface SigningCardProps {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}
