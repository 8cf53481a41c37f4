/** /sign/:signerId: a signer's own page. */
export function Component() {
  return null;
}
