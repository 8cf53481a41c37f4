import { PlusOutlined } from "@ant-design/icons";
import { t } from "@taxlane/contract/i18n";
import { ButtonLink } from "../../components/ui/Button";

/** The taxpayer's way to a new request for quotes. */
export function NewTaxPreparation() {
  return (
    <ButtonLink to="/user/add-quote" size="lg">
      <PlusOutlined aria-hidden="true" /> {t("taxPreparation.newPreparation")}
    </ButtonLink>
  );
}
