/** /expert/tax_preparation/:id/signatures/new: a new signature request. */
export function Component() {
  return null;
}
