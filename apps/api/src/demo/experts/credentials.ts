import { TaxPreparerTypeId } from "@taxlane/contract";
import type { DemoExpert } from "./directory";

const { attorney, cpa, enrolledAgent } = TaxPreparerTypeId;

/** Schools and trainings by expert (institution, degree or certificate, year). */
export const demoEducation: Record<string, [string, string, number][]> = {
  "expert@demo.taxlane.app": [
    ["University of Texas at Austin", "BBA Accounting", 2008],
    ["Texas State Board of Public Accountancy", "CPA license", 2010],
  ],
  "sofia.ramirez@demo.taxlane.app": [
    ["San Francisco State University", "BS Business Administration", 2013],
    ["IRS Special Enrollment Examination", "Enrolled Agent", 2016],
  ],
  "james.okafor@demo.taxlane.app": [
    ["UCLA School of Law", "JD", 2005],
    ["NYU School of Law", "LLM in Taxation", 2006],
  ],
  "emily.chen@demo.taxlane.app": [
    ["Baruch College", "MS Taxation", 2012],
    ["AICPA", "Personal Financial Specialist", 2018],
  ],
  "david.goldberg@demo.taxlane.app": [["Florida International University", "BAcc", 2017]],
  "laura.bennett@demo.taxlane.app": [
    ["University of Washington", "BA Accounting", 2002],
    ["IRS Special Enrollment Examination", "Enrolled Agent", 2004],
  ],
  "michael.johnson@demo.taxlane.app": [
    ["University of Illinois Urbana-Champaign", "MAS Accountancy", 2007],
    ["Illinois Board of Examiners", "CPA license", 2008],
  ],
  "anna.kowalski@demo.taxlane.app": [["Arizona State University", "BS Accountancy", 2016]],
  "robert.hayes@demo.taxlane.app": [
    ["Georgia State University", "BBA Accounting", 1998],
    ["IRS Special Enrollment Examination", "Enrolled Agent", 2001],
  ],
  "keisha.williams@demo.taxlane.app": [
    ["Boston University", "MS Accounting", 2011],
    ["AICPA", "Certified in Financial Forensics", 2019],
  ],
  "patrick.obrien@demo.taxlane.app": [["University of Denver", "JD", 2013]],
  "nina.patel@demo.taxlane.app": [["IRS Annual Filing Season Program", "Record of Completion", 2025]],
};

/** Credential numbers that look like real ones; `index` keeps them distinct. */
export function demoCredentials(expert: DemoExpert, index: number) {
  const digits = String(10_482_337 + index * 7_919).padStart(8, "0");
  return {
    ptin: `P${digits}`,
    barNumber: expert.preparerType === attorney ? `${200_000 + index * 311}` : null,
    credentialState: expert.preparerType === attorney || expert.preparerType === cpa ? expert.state : null,
    licenseNumber: expert.preparerType === cpa ? `${expert.state}${40_000 + index * 517}` : null,
    enrolledAgentNumber: expert.preparerType === enrolledAgent ? `${95_000 + index * 733}` : null,
  };
}
