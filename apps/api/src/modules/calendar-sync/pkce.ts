import { createHash, randomBytes } from "node:crypto";

/**
 * A PKCE pair (RFC 7636, S256) for one start of a connection: the challenge goes to the provider
 * with the authorization URL, the verifier stays here and goes with the code exchange. A code the
 * provider issued for someone else's start (a link planted with another account's code) is then
 * refused by the provider, whether or not the callback carried `state`.
 */
export function newPkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: pkceChallenge(verifier) };
}

export const pkceChallenge = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");
