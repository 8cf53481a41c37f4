import { en, t } from "@taxlane/contract/i18n";

type NamedBox = keyof typeof en.documentBoxes;
const isNamedBox = (key: string): key is NamedBox => Object.hasOwn(en.documentBoxes, key);

/** The box's number or letter as printed: `box12aCode` → `12aCode`, `boxA` → `A`. */
export const boxNumber = (box: string) => box.replace(/^box/, "");

/**
 * A box as its row's buttons name it, so each of the repeated Confirm / Edit / Reject says which box
 * it decides: "box 1, wages" on a W-2, "payer's name", or "box 9" when the catalog has no name for it.
 */
export function boxTitle(kind: string | null, box: string): string {
  const key = [`${kind}_${box}`, box].find(isNamedBox);
  const name = key === undefined ? null : t(`documentBoxes.${key}`);
  if (!box.startsWith("box")) return name ?? box;
  return name === null
    ? t("documentReadings.boxNumbered", { box: boxNumber(box) })
    : t("documentReadings.boxNamed", { box: boxNumber(box), name });
}
