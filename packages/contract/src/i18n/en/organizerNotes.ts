/**
 * The organizer's warnings and notes, and the words of its checks and reviews. Amounts (`{amount}`,
 * `{joint}`, `{wages}`) come formatted as money; `{year}` is the tax year.
 */
export const organizerNotes = {
  foreignAccounts:
    "The penalties for failing to report foreign accounts are severe. Report every foreign account if their total value was more than {amount} at any time in {year}.",
  estimatedTaxes:
    "Incorrect or missing estimated tax amounts lead to notices from the IRS or your state. Enter every payment with the date it was paid.",
  saltCap: "State and local taxes are deductible up to {amount} in total.",
  saltCapSeparate: "Married filing separately: state and local taxes are deductible up to {amount} each.",
  filingStatusUnsure: "Not sure? Your tax professional will choose the filing status that suits you best.",
  medicalThreshold: "Medical expenses count only above {percent}% of your adjusted gross income.",
  form1099Nec: "Clients who paid you {amount} or more send a Form 1099-NEC.",
  gifts: "Gifts over {amount} to one person ({joint} for a married couple) must be reported.",
  dependents:
    "A qualifying child is under {age} (under {studentAge} if a full-time student); a qualifying relative earned under {amount}.",
  dependentCare: "Care expenses count for children under {age}.",
  tipsFica: "The credit covers the employer's FICA on tips above what brings pay to {amount} an hour.",
  smallEmployerCredit:
    "The small employer health insurance credit: {employees} or fewer full-time equivalent employees, average wages of {wages} or less, and up to {percent}% of the health insurance premiums paid.",
  requestPdf: "Ask your previous preparer for a PDF copy and upload it here when it arrives.",
  scanCopy: "Scan your paper copy into a PDF and upload it here.",
  dropOff: "Drop off your paper copy with your tax professional; they will scan it for you.",
  namesMatchSsa: "Names must match the Social Security Administration.",
  form1098TRequired: "Form 1098-T is mandatory to claim an education credit.",
  percentTotal: "The ownership percentages must add up to {equals}% (they add up to {sum}%).",
  otherAnswers: "Other answers",
  yes: "Yes",
  no: "No",
  /** A review's label of an answer in a repeated group: `{group}` its title, `{row}` its number. */
  rowOfGroup: "{group}, row {row}: {label}",
} as const;
