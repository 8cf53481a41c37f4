import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from "node:crypto";
import { isoCBOR } from "@simplewebauthn/server/helpers";

/** What the library's CBOR encoder takes (its own type is not exported under a name). */
type CBORType = Parameters<typeof isoCBOR.encode>[0];

/** Where the browser says it ran the ceremony: the page's origin and the relying party's id. */
export interface Site {
  origin: string;
  rpId: string;
}

/** Authenticator data flags (WebAuthn §6.1). */
const userPresent = 0x01;
const userVerified = 0x04;
const attestedCredentialData = 0x40;

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest();

function counterBytes(counter: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(counter);
  return bytes;
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/**
 * A passkey authenticator in memory, like Chromium's virtual one: one P-256 key, attestation "none".
 * It answers the options the API gives the way a browser would send them back as JSON, for the site
 * it is told it runs on, so tests can also answer for a wrong origin or relying party.
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /** The signature counter; 0 keeps it at 0, as authenticators that do not count do. */
  counter: number;

  constructor({ counts = true }: { counts?: boolean } = {}) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
    this.counter = counts ? 1 : 0;
  }

  get id(): string {
    return base64url(this.credentialId);
  }

  /** The public key as a COSE EC2 key (kty 2, alg ES256, crv P-256). */
  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: "jwk" });
    const coordinate = (value: string | undefined) => new Uint8Array(Buffer.from(value ?? "", "base64url"));
    return isoCBOR.encode(
      new Map<number, CBORType>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, coordinate(jwk.x)],
        [-3, coordinate(jwk.y)],
      ]),
    );
  }

  private authData(rpId: string, flags: number, attested?: Uint8Array): Buffer {
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      counterBytes(this.counter),
      attested ?? Buffer.alloc(0),
    ]);
  }

  /** The answer to `navigator.credentials.create()` for the given challenge. */
  register(challenge: string, site: Site, { verified = true } = {}) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.cosePublicKey()]);
    const flags = userPresent | (verified ? userVerified : 0) | attestedCredentialData;
    const attestationObject = isoCBOR.encode(
      new Map<string, CBORType>([
        ["fmt", "none"],
        ["attStmt", new Map<string, CBORType>()],
        ["authData", new Uint8Array(this.authData(site.rpId, flags, attested))],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: base64url(clientData("webauthn.create", challenge, site.origin)),
        attestationObject: base64url(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  /**
   * The answer to `navigator.credentials.get()` for the given challenge; the counter goes up first
   * when the authenticator counts. `verified` false answers as a key that only saw a touch.
   */
  assert(
    challenge: string,
    site: Site,
    { verified = true, userHandle }: { verified?: boolean; userHandle?: string } = {},
  ) {
    if (this.counter > 0) this.counter += 1;
    const authenticatorData = this.authData(site.rpId, userPresent | (verified ? userVerified : 0));
    const clientDataJSON = clientData("webauthn.get", challenge, site.origin);
    const signature = sign(
      "sha256",
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: base64url(clientDataJSON),
        authenticatorData: base64url(authenticatorData),
        signature: base64url(signature),
        ...(userHandle === undefined ? {} : { userHandle }),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
