import { layout } from "@taxlane/contract/i18n/local/layout";
import { profiles } from "@taxlane/contract/i18n/local/profiles";
import { Card, Typography } from "antd";
import { LanguageSwitch } from "../../components/language/LanguageSwitch";

/** The language setting among the taxpayer's settings, the same switch as in the header. */
export function LanguageCard() {
  return (
    <Card title={layout.languageSwitch}>
      <Typography.Paragraph>{profiles.languageHint}</Typography.Paragraph>
      <LanguageSwitch />
    </Card>
  );
}
