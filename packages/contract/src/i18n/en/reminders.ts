/** Reminders: what each one says, how a job's list names them, and their refusals. */
export const reminders = {
  organizerQuestionFallback: "A question of your organizer",
  spouseSuffix: "{label} (spouse)",
  organizerTitle: "Reminder: your tax organizer is waiting for you",
  organizerText: 'You asked to be reminded later about "{question}". Your tax professional still needs it.',
  documentTitle: 'Reminder: your tax professional asked for "{document}"',
  documentText:
    'Your tax professional is still waiting for "{document}". Upload it on your tax preparation\'s Documents tab.',
  appointmentInAnHourTitle: "Your appointment starts in an hour",
  appointmentTomorrowTitle: "Your appointment is tomorrow",
  appointmentText: "Reminder: your Taxlane appointment is on {when}.",
  estimatedTaxTitle: "Estimated tax payment due {due}",
  estimatedTaxText:
    "Your next estimated tax payment is due on {due}. Pay it on time to avoid an underpayment penalty. Paid already? Mark it paid on your Notifications page.",
  notEstimatedTaxDay: "This is not an estimated tax due date.",
  paysNoEstimatedTax: "None of your tax preparations pays estimated tax.",
  jobNotFound: "We could not find that tax preparation.",
  reminderNotFound: "We could not find that reminder.",
  reminderStopped: "This reminder is stopped.",
  alreadyAnswered: "The taxpayer already answered this: no reminder was sent.",
  quoteAwaitedTitle: "A taxpayer is waiting for your quote",
  quoteAwaitedText:
    "A request for a quote reached you a day ago and has no answer yet. Send a quote while the taxpayer is still choosing.",
  moreProfessionals: "{count, plural, one {# more professional} other {# more professionals}}",
  introducedTitle: "We introduced {professionals} to your request",
  introducedText:
    "Your request has had few quotes so far, so we introduced {professionals} who fit it. Their quotes will show on your Quotes page.",
  estimatedTaxHeading: "Estimated tax payments",
  estimatedTaxHint: "Tick a payment once you paid it: we will not remind you of it.",
  estimatedTaxLoadError: "We could not load your estimated tax payments.",
  savingFailed: "Saving failed.",
  somethingWentWrong: "Something went wrong.",
  cadenceLabel: "Days between reminders",
  noneYet: "No reminders yet.",
  stopConfirm: "Stop this reminder?",
  listHeading: "Reminders of this job",
  tabReminders: "Reminders",
  jobRemindersLead:
    "Your client is reminded of organizer questions left for later and documents you requested until they answer. Reminders stop by themselves once answered. Times are in {zone}, your working-hours time zone.",
} as const;
