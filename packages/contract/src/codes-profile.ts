/** Codes about who a user is and how an expert works (workingTypeIds). */

import { type CodeOf, defineCodes } from "./code-table";

const roleId = defineCodes({
  taxpayer: [1, "Taxpayer"],
  expert: [2, "Expert"],
  admin: [3, "Admin"],
});
export const RoleId = roleId.values;
export type RoleId = CodeOf<typeof RoleId>;
export const roleLabels = roleId.labels;

const taxPreparationTypeId = defineCodes({
  individual: [1, "Individual"],
  businessEntity: [2, "Business entity"],
  both: [3, "Both"],
});
export const TaxPreparationTypeId = taxPreparationTypeId.values;
export type TaxPreparationTypeId = CodeOf<typeof TaxPreparationTypeId>;
export const taxPreparationTypeLabels = taxPreparationTypeId.labels;

const taxPreparerTypeId = defineCodes({
  attorney: [1, "Attorney"],
  cpa: [2, "CPA"],
  enrolledAgent: [3, "Enrolled agent"],
  registeredTaxPreparer: [4, "Registered tax preparer"],
});
export const TaxPreparerTypeId = taxPreparerTypeId.values;
export type TaxPreparerTypeId = CodeOf<typeof TaxPreparerTypeId>;
export const taxPreparerTypeLabels = taxPreparerTypeId.labels;

const workingTypeId = defineCodes({
  onlineOrPhone: [1, "Online or phone"],
  travelsToClients: [2, "Travels to clients"],
  clientsTravelToThem: [3, "Clients travel to them"],
});
export const WorkingTypeId = workingTypeId.values;
export type WorkingTypeId = CodeOf<typeof WorkingTypeId>;
export const workingTypeLabels = workingTypeId.labels;
