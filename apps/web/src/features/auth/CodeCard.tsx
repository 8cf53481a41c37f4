import type { ReactNode } from "react";
import { FormAlert } from "../../components/FormAlert";
import { AuthCard } from "./AuthCard";
import { CodeForm, type CodeFormProps } from "./CodeForm";

interface CodeCardProps extends CodeFormProps {
  title: string;
  /** Where the code went and what it is for. */
  lead: ReactNode;
  footer?: ReactNode;
  /** A problem that is not about the code itself (the server down, answers turned down). */
  message?: string | null;
  /** News such as a new code being sent, or why it could not be. */
  notice: string | null;
  /** Other ways to finish, under the form (a passkey, a recovery code). */
  children?: ReactNode;
}

/**
 * The card asking for a 6-digit code, the same at every place one is asked: signing in (a mailed
 * code or an authenticator app's), confirming a new taxpayer's or professional's address, a
 * professional's first sign-in.
 */
export function CodeCard({ title, lead, footer, message, notice, children, ...form }: CodeCardProps) {
  return (
    <AuthCard title={title} lead={lead} footer={footer}>
      {message !== undefined && <FormAlert message={message} />}
      <FormAlert message={notice} type="info" />
      <CodeForm {...form} />
      {children}
    </AuthCard>
  );
}
