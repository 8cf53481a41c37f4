/**
 * A filed job's return pack (GET /User/DownloadReturnPack): its title, which heads its cover and
 * names its file, the same for the API's Content-Disposition and the web's saved file.
 */
import { returnPack as texts } from "./i18n/en/returnPack";
import { formatPlain } from "./i18n/plain-format";

/** "Taxlane 2025 tax return – Dana Whitfield"; without the name when the taxpayer has none. */
export function returnPackTitle(taxYear: number, taxpayerName: string): string {
  const name = taxpayerName.trim();
  return name === ""
    ? formatPlain(texts.titleWithoutName, { taxYear: String(taxYear) })
    : formatPlain(texts.title, { taxYear: String(taxYear), name });
}

/** "Taxlane 2025 tax return – Dana Whitfield.pdf". */
export const returnPackFileName = (taxYear: number, taxpayerName: string): string =>
  `${returnPackTitle(taxYear, taxpayerName)}.pdf`;
