/**
 * What a box of a read document holds, in a few words, by `<kind>_<box>` (a box numbered on the form)
 * or by the box alone (the parties' boxes, named the same on every form). Read after "box 1, " in the
 * check panel's button names; a box not here is named by its number only.
 */
export const documentBoxes = {
  // Boxes named the same on every form.
  payerName: "payer's name",
  payerTin: "payer's TIN",
  recipientTin: "recipient's TIN",
  recipientName: "recipient's name",
  accountNumber: "account number",
  lenderName: "lender's name",
  lenderTin: "lender's TIN",
  borrowerTin: "borrower's TIN",
  borrowerName: "borrower's name",
  // W-2
  w2_boxA: "employee's SSN",
  w2_boxB: "employer's EIN",
  w2_boxC: "employer",
  w2_boxD: "control number",
  w2_boxE: "employee's name",
  w2_boxF: "employee's address",
  w2_box1: "wages",
  w2_box2: "federal income tax withheld",
  w2_box3: "social security wages",
  w2_box4: "social security tax withheld",
  w2_box5: "Medicare wages",
  w2_box6: "Medicare tax withheld",
  w2_box7: "social security tips",
  w2_box8: "allocated tips",
  w2_box10: "dependent care benefits",
  w2_box11: "nonqualified plans",
  w2_box14: "other",
  w2_box15State: "state",
  w2_box15EmployerStateId: "employer's state ID",
  w2_box16: "state wages",
  w2_box17: "state income tax",
  w2_box18: "local wages",
  w2_box19: "local income tax",
  w2_box20: "locality",
  // 1099-INT
  "1099-int_box1": "interest income",
  "1099-int_box2": "early withdrawal penalty",
  "1099-int_box3": "interest on savings bonds and Treasury obligations",
  "1099-int_box4": "federal income tax withheld",
  "1099-int_box8": "tax-exempt interest",
  // 1099-DIV
  "1099-div_box1a": "total ordinary dividends",
  "1099-div_box1b": "qualified dividends",
  "1099-div_box2a": "total capital gain distributions",
  "1099-div_box4": "federal income tax withheld",
  // 1099-NEC
  "1099-nec_box1": "nonemployee compensation",
  "1099-nec_box4": "federal income tax withheld",
  // 1099-R
  "1099-r_box1": "gross distribution",
  "1099-r_box2a": "taxable amount",
  "1099-r_box4": "federal income tax withheld",
  "1099-r_box7": "distribution code",
  // 1098
  "1098_box1": "mortgage interest",
  "1098_box2": "outstanding mortgage principal",
  "1098_box3": "mortgage origination date",
  "1098_box5": "mortgage insurance premiums",
  "1098_box6": "points paid",
} as const;
