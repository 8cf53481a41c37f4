/**
 * The five busiest lists, each as who asks and where: bench:api measures them against its anchors and
 * the statement budgets test (busiest-calls-statements.int.test.ts) counts what each sends.
 */
export function busiestLists<Person>(people: {
  /** A taxpayer with quotes. */
  quotesOf: Person;
  /** A professional with open individual requests. */
  requestsOf: Person;
  /** A taxpayer with jobs. */
  jobsOf: Person;
  /** A job's conversation and organizer, and its taxpayer. */
  job: { connectionId: number; quoteId: number; taxpayer: Person };
}): { name: string; path: string; as: Person }[] {
  const { job } = people;
  return [
    { name: "GetAllQuotes", path: "/api/Taxpayer/GetAllQuotes", as: people.quotesOf },
    {
      name: "GetAllIndividualRequests 0-20",
      path: "/api/Accountant/GetAllIndividualRequests?from=0&to=20",
      as: people.requestsOf,
    },
    {
      name: "GetChatMessages 0-20",
      path: `/api/Chat/GetChatMessages?connectionId=${job.connectionId}&from=0&to=20`,
      as: job.taxpayer,
    },
    {
      name: "GetTaxpayerTaxPreparations",
      path: "/api/Taxpayer/GetTaxpayerTaxPreparations",
      as: people.jobsOf,
    },
    {
      name: "GetOrganizerQuestionAnswers (taxpayer)",
      path: `/api/taxPayer/GetOrganizerQuestionAnswers?quoteId=${job.quoteId}`,
      as: job.taxpayer,
    },
  ];
}
