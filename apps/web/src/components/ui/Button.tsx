import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";
import { type ButtonStyleProps, buttonClassName } from "./button-styles";
import "./ui.css";

type ButtonProps = ButtonStyleProps & ButtonHTMLAttributes<HTMLButtonElement>;

export function Button({ variant, size, block, className, type = "button", ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}

type ButtonLinkProps = ButtonStyleProps & LinkProps;

/** An in-app link that looks like a button. */
export function ButtonLink({ variant, size, block, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}
