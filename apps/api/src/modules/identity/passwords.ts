import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { commonPasswords } from "./common-passwords";

// scrypt with 32 MiB of memory per hash: slow enough to make guessing stolen hashes expensive,
// fast enough (about 100 ms here) for sign-in.
const cost = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 } as const;
const keyLength = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: cost.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing anyone knows, checked when the e-mail is unknown so both cases take as long. */
export const decoyPasswordHash = hashPassword(randomBytes(16).toString("hex"));

/** True for the passwords people pick most, which guessing tries first. */
export function isCommonPassword(password: string): boolean {
  const normalized = password.toLowerCase();
  return commonPasswords.has(normalized) || /^(.)\1+$/.test(normalized) || isRun(normalized);
}

function isRun(text: string): boolean {
  if (text.length < 8) return false;
  const ascending = "0123456789abcdefghijklmnopqrstuvwxyz";
  const keyboard = "qwertyuiopasdfghjklzxcvbnm";
  return (
    ascending.includes(text) || keyboard.includes(text) || [...ascending].reverse().join("").includes(text)
  );
}
