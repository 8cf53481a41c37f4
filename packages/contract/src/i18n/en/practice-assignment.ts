/** Words of a practice's assignment of jobs to its members and of handing work over. */
export const practiceAssignment = {
  jobIdsInvalid: "Choose between 1 and {max} jobs to assign.",
  jobIdInvalid: "Choose jobs from your practice's list of jobs.",
  requestIdsInvalid: "Choose between 1 and {max} requests to assign.",
  requestIdInvalid: "Choose requests from your practice's list of requests.",
  requestsNotFound: "Some of these requests are not your practice's. Reload the list and choose again.",
  noteTooLong: "The note can be at most {max} characters.",
  jobsNotFound: "Some of these jobs are not your practice's. Reload the list and choose again.",
  assigneeNotMember: "The person you chose is not a member of {practice}. Choose one of its members.",
  assigneeCannotWork:
    "{name} is an assistant, and assistants do not work on returns. Choose an owner, preparer or reviewer.",
  handOverToSelf: "Choose someone other than the member who is leaving to take over their jobs.",
  assignedMailTitle: "A job was assigned to you",
  assignedMailText: "{assigner} assigned you {count, plural, one {# job} other {# jobs}} of {practice}.",
  assignedNote: "Their note: {note}",
  practiceFact: "Practice",
  assignedToFact: "Assigned to",
  workingOnItFact: "Working on your return",
  assignLabel: "Assign to",
  assignSubmit: "Assign",
  assignedDone: "Assigned to {name}.",
  selectedJobs: "{count, plural, one {# job selected} other {# jobs selected}}",
  assignSelected: "Assign selected",
  selectColumn: "Select",
  handOverLeaveIntro:
    "You lose the practice's access at once. The practice's jobs assigned to you ({count}), and the requests and quotes assigned to you, go to the member you choose, with your note. Jobs you had before joining and your account stay yours.",
  handOverRemoveIntro:
    "They lose the practice's access at once. The practice's jobs assigned to them ({count}), and the requests and quotes assigned to them, go to the member you choose, with your note. Jobs they had before joining and their account stay theirs.",
  handOverToLabel: "Who takes the jobs",
  handOverToRequired: "Choose who takes the jobs.",
  handOverNoteLabel: "Note for them",
  requestsAssignedMailTitle: "A request was assigned to you",
  requestsAssignedMailText:
    "{assigner} assigned you {count, plural, one {# request} other {# requests}} of {practice}, with the quotes sent on them.",
  quotePracticeFact: "From {practice}",
  selectJob: "Select the job of {job}",
} as const;
