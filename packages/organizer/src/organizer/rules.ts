/** The checks behind each rule id, and the rules an input kind implies. */
import type { OrganizerInput, OrganizerRuleId } from "./types";
import {
  accountNumberError,
  businessTaxIdError,
  dateError,
  einError,
  ipPinError,
  middleInitialError,
  moneyError,
  monthsOfYearError,
  nameError,
  naturalNumberError,
  percentError,
  phoneError,
  routingNumberError,
  streetError,
  taxIdError,
  yearError,
  zipError,
} from "./validators";

/** Rules checked on an answer's text; `required` and `form1098T` are checked on the value itself. */
export const textRuleChecks: Readonly<
  Record<Exclude<OrganizerRuleId, "required" | "form1098T">, (text: string) => string | null>
> = {
  money: moneyError,
  naturalNumber: naturalNumberError,
  monthsOfYear: monthsOfYearError,
  percent: percentError,
  routingNumber: routingNumberError,
  accountNumber: accountNumberError,
  taxId: taxIdError,
  ipPin: ipPinError,
  name: nameError,
  middleInitial: middleInitialError,
  street: streetError,
  zip: zipError,
  phone: phoneError,
  year: yearError,
  date: dateError,
  ein: einError,
  businessTaxId: businessTaxIdError,
};

const rulesByInput: Partial<Record<OrganizerInput, readonly OrganizerRuleId[]>> = {
  money: ["money"],
  count: ["naturalNumber"],
  percent: ["percent"],
  routingNumber: ["routingNumber"],
  accountNumber: ["accountNumber"],
  taxId: ["taxId"],
  ipPin: ["ipPin"],
  name: ["name"],
  zip: ["zip"],
  phone: ["phone"],
  year: ["year"],
  date: ["date"],
};

/** The rules an input kind always has (a money input checks amounts, a count natural numbers). */
export function inputRules(input: OrganizerInput): readonly OrganizerRuleId[] {
  return rulesByInput[input] ?? [];
}
