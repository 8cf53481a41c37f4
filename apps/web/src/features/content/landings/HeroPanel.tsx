import "./hero-panel.css";

interface HeroPanelProps {
  title: string;
  rows: readonly { label: string; detail: string; badge: string }[];
}

/** A decorative sketch of the product beside the home and landing heroes; hidden from screen readers. */
export function HeroPanel({ title, rows }: HeroPanelProps) {
  return (
    <div className="tl-landing-panel" aria-hidden="true">
      <p className="tl-landing-panel__title">{title}</p>
      <ul className="tl-landing-panel__list">
        {rows.map((row, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed sketch whose rows may repeat a label
          <li key={index} className="tl-landing-panel__row">
            <span className="tl-landing-panel__avatar" />
            <span className="tl-landing-panel__lines">
              <span className="tl-landing-panel__label">{row.label}</span>
              <span className="tl-landing-panel__detail">{row.detail}</span>
            </span>
            <span className="tl-landing-panel__badge">{row.badge}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
