/**
 * What each IRS e-file reject code of `codes-filing.ts` means, and what happens next, in plain words.
 * `<key>` is the meaning, `<key>Next` the next step; the key is the code without its dashes.
 */
export const filingRejectCodes = {
  ind03104:
    "The prior-year AGI (or prior-year PIN) used to sign the return does not match the IRS's records for the taxpayer.",
  ind03104Next:
    "Your professional will sign again with last year's AGI as the IRS processed it (or zero if last year's return was late) and refile.",
  ind03204:
    "The prior-year AGI (or prior-year PIN) used to sign the return does not match the IRS's records for the spouse.",
  ind03204Next:
    "Your professional will sign again with your spouse's prior-year AGI as the IRS processed it and refile.",
  ind18001:
    "The IRS issued the taxpayer an Identity Protection PIN, and the return did not carry the right one.",
  ind18001Next:
    "Your professional will ask you for this year's IP PIN (you can retrieve it at irs.gov/ippin) and refile.",
  ind18101: "The IRS issued the taxpayer an Identity Protection PIN, and the return did not include it.",
  ind18101Next:
    "Your professional will ask you for this year's IP PIN (you can retrieve it at irs.gov/ippin) and refile.",
  ind18201: "The taxpayer's Identity Protection PIN on the return does not match the IRS's records.",
  ind18201Next:
    "Your professional will ask you for this year's IP PIN (you can retrieve it at irs.gov/ippin) and refile.",
  ind50701:
    "A dependent's Social Security number was already claimed as a dependent on another return for this year.",
  ind50701Next:
    "Your professional will confirm the dependent's number with you; if it is right, the return is filed on paper with the dependent kept.",
  ind51601:
    "The taxpayer was claimed as a dependent on another return, and this return does not say they can be claimed.",
  ind51601Next:
    "Your professional will check with you: if someone may claim you, the box is checked and the return refiled; if not, it is filed on paper.",
  ind51701:
    "The spouse was claimed as a dependent on another return, and this return does not say they can be claimed.",
  ind51701Next:
    "Your professional will check with you: if someone may claim your spouse, the box is checked and the return refiled; if not, it is filed on paper.",
  r000050001:
    "The taxpayer's Social Security number and last name do not match the Social Security Administration's records.",
  r000050001Next:
    "Your professional will check the name and number against your Social Security card and refile; a changed name may need updating with the SSA first.",
  r000050402:
    "A dependent's Social Security number and last name do not match the Social Security Administration's records.",
  r000050402Next:
    "Your professional will check the dependent's name and number against their Social Security card and refile.",
  r000090201:
    "A return with the taxpayer's Social Security number was already accepted for this year (a duplicate return).",
  r000090201Next:
    "Your professional will check whether the return was already filed; if it was not you, it is filed on paper with an identity theft affidavit (Form 14039).",
  f104052503:
    "The IRS disallowed the Earned Income Credit in an earlier year, so Form 8862 must be attached to claim it again.",
  f104052503Next: "Your professional will add Form 8862 and refile.",
  seicF104050102:
    "A qualifying child on Schedule EIC was already claimed for the Earned Income Credit on another return this year.",
  seicF104050102Next:
    "Your professional will confirm the child's details with you; if they are right, the return is filed on paper.",
  f8962070:
    "The IRS's records show advance payments of the premium tax credit, and Form 8962 was not attached.",
  f8962070Next:
    "Your professional will ask you for Form 1095-A from the Marketplace, add Form 8962 and refile.",
  f104016401:
    "The IRS's records show the taxpayer is barred from claiming the Earned Income Credit this year.",
  f104016401Next:
    "Your professional will remove the Earned Income Credit (or check the ban's dates with you) and refile.",
  r0000194:
    "The bank routing number given for the refund's direct deposit or the tax payment's debit is not a valid routing number.",
  r0000194Next: "Your professional will confirm your bank's routing number with you and refile.",
} as const;
