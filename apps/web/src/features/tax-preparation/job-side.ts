/** Which side of a job the signed-in person is on: the professional doing it or the taxpayer it is for. */
export type JobSide = "expert" | "taxpayer";

/** Where a side's jobs list lives; a job's page is this path and the job's id. */
export const jobsPathOf: Record<JobSide, string> = {
  expert: "/expert/tax_preparation",
  taxpayer: "/user/tax_preparation",
};
