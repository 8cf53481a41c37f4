/** The organizer wizard's own words around the questions: rows, people, notices and its buttons. */
export const organizerFields = {
  pageTitle: "Tax organizer",
  /** `{year}`: the tax year. */
  pageTitleIndividual: "{year} tax organizer",
  pageTitleBusiness: "{year} business tax organizer",
  /** `{noun}`: what a row is called ("Dependent"); `{row}`: its number. */
  rowTitle: "{noun} {row}",
  removeRow: "Remove {noun} {row}",
  spouseRowTitle: "Spouse's {title}",
  ofYourSpouse: "of your spouse",
  forYourSpouse: "for your spouse",
  spousePrefix: "Spouse:",
  you: "You",
  yourSpouse: "Your spouse",
  warning: "Warning:",
  note: "Note:",
  back: "Back",
  next: "Next",
  finish: "Finish",
  saving: "Saving…",
  choose: "Choose…",
  remove: "Remove",
  rowNumber: "Row {row}",
  /** `{percent}`: how much of the organizer is done, 0 to 100. */
  percentDone: "Organizer {percent}% done",
  sections: "Sections",
  sectionDone: "Done",
  stepsDone: "{done} of {total, plural, one {# step} other {# steps}} done",
} as const;
