export type ButtonVariant = "primary" | "secondary" | "ghost" | "inverse";
export type ButtonSize = "md" | "lg";

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** Class names of our button look, shared by `<Button>` and `<ButtonLink>`. */
export function buttonClassName(
  { variant = "primary", size = "md", block = false }: ButtonStyleProps,
  extra?: string,
) {
  return ["tl-button", `tl-button--${variant}`, `tl-button--${size}`, block && "tl-button--block", extra]
    .filter(Boolean)
    .join(" ");
}
