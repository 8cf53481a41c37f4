import type { updateAccountantProfileSchema } from "@taxlane/contract";
import { Card } from "antd";
import type { ReactNode } from "react";

/** The fields' schemas of the profile update, for the form's rules. */
export type ProfileFieldSchemas = ReturnType<typeof updateAccountantProfileSchema>["shape"];

/** One part of the profile editor: a card titled with a level-2 heading. */
export function EditorCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={<h2 className="tl-account__card-title">{title}</h2>} className="tl-account__card">
      {children}
    </Card>
  );
}

/** A field that must be filled in, with the message shown when it is not. */
export const requiredRule = (text: string) => ({ required: true, message: text });
