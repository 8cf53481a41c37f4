import { Card } from "antd";
import { type ReactNode, useId } from "react";

interface SectionCardProps {
  title: string;
  icon?: ReactNode;
  /** Beside the title (a count, a button). */
  extra?: ReactNode;
  children: ReactNode;
}

/** One part of the Security page: a card that is a landmark named by its heading. */
export function SectionCard({ title, icon, extra, children }: SectionCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card
        className="tl-security__card"
        extra={extra}
        title={
          <h2 className="tl-security__card-title" id={headingId}>
            {icon !== undefined && <span aria-hidden="true">{icon}</span>} {title}
          </h2>
        }
      >
        {children}
      </Card>
    </section>
  );
}
