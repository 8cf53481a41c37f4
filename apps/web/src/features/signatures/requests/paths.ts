/** The job's page with its Signatures tab open, where the professional's requests are listed. */
export function jobSignaturesPath(quoteId: number): string {
  return `/expert/tax_preparation/${quoteId}?tab=signatures`;
}

/** The new request page; with a draft, it continues that draft past its upload. */
export function newRequestPath(quoteId: number, draftId?: number): string {
  const base = `/expert/tax_preparation/${quoteId}/signatures/new`;
  return draftId === undefined ? base : `${base}?draft=${draftId}`;
}

/** The draft a `?draft=` names, or null when it names none (or not a whole positive number). */
export function draftIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
