/**
 * What one entry of the endpoint table says of a call. Schemas are named, not held (see `schemas.ts`):
 * this file and the table's entries import no zod at run time.
 */
import type { z } from "zod";
import type { PracticeCapability } from "../codes-practices";
import type { RoleId } from "../codes-profile";
import type { EndpointSchemaName, EndpointSchemas } from "./schemas";

/** The API module whose `<module>.routes.ts` declares the call (apps/api/src/modules/<module>). */
export type ApiModule =
  | "admin"
  | "appointments"
  | "billing"
  | "calendar-sync"
  | "channels"
  | "chat"
  | "consent"
  | "contact"
  | "content"
  | "dashboards"
  | "dev-mail"
  | "documents"
  | "files"
  | "filing"
  | "health"
  | "identity"
  | "job-timeline"
  | "marketplace"
  | "newsletter"
  | "notifications"
  | "onboarding"
  | "organizer"
  | "payments"
  | "practice-clients"
  | "practices"
  | "privacy"
  | "profiles"
  | "reminders"
  | "signatures"
  | "tax-notices"
  | "tax-preparation"
  | "todo";

/**
 * Who may make a call, checked by the API before the call's handler runs: anyone (`"public"`), anyone
 * signed in (`"signedIn"`, 401 otherwise), or a signed-in person of one of these roles (403 for others).
 * A call open to professionals names the capability of the practice role table it needs (`practice`):
 * a professional who is a member of a practice and whose role lacks it gets 403; one in no practice
 * passes. `{ signedIn: true, practice }` is `"signedIn"` with that capability. Rules about a thing
 * itself (its owner, the job's two sides) stay with the service that reads it.
 */
export type EndpointAccess =
  | "public"
  | "signedIn"
  | { readonly signedIn: true; readonly practice: PracticeCapability }
  | { readonly roles: readonly RoleId[]; readonly practice?: PracticeCapability };

/** Whether the entry lets a signed-in person of this role past its role check. */
export function accessAdmitsRole(access: EndpointAccess, roleId: RoleId): boolean {
  if (access === "public" || access === "signedIn") return true;
  return "signedIn" in access || access.roles.includes(roleId);
}

/** The capability a practice member needs for the call; none for public calls and bare `"signedIn"`. */
export function practiceCapabilityOf(access: EndpointAccess): PracticeCapability | undefined {
  return typeof access === "object" ? access.practice : undefined;
}

/** A multipart form: its text fields (nested by dotted keys) and the names of its file fields. */
export interface MultipartForm {
  readonly fields: EndpointSchemaName;
  readonly files: readonly string[];
}

export interface Endpoint {
  readonly method: "GET" | "POST";
  /** Below the API's `/api` prefix, spelled as the existing client spells it (routing ignores letter case).
   * */
  readonly path: string;
  readonly module: ApiModule;
  readonly access: EndpointAccess;
  /**
   * Open to a professional or operator who must add an authenticator app or a passkey and whose grace
   * is over: the calls that set one up and the person's own account. Every other closed call is refused
   * to them (403), since it may reach client data.
   */
  readonly beforeSecondFactor?: true;
  readonly summary?: string;
  readonly params?: EndpointSchemaName;
  readonly query?: EndpointSchemaName;
  /** A JSON body. */
  readonly body?: EndpointSchemaName;
  /** A multipart body instead. */
  readonly multipart?: MultipartForm;
  /** The JSON answer (200); none for calls that answer with a file's bytes. */
  readonly response?: EndpointSchemaName;
}

export type EndpointGroup = Readonly<Record<string, Endpoint>>;

type Named<E, K extends string> = E extends { readonly [key in K]: infer N extends EndpointSchemaName }
  ? EndpointSchemas[N]
  : never;

/** A value a URL can carry (query text; arrays repeat the key). */
export type UrlValue = string | number | boolean | null | undefined;

/**
 * Params and query by the names their schema reads, required where it requires them; the values are
 * text on the wire and the server checks them, so any value a URL can carry is taken.
 */
type UrlFields<S extends z.ZodType> = { [K in keyof z.output<S>]: UrlValue | readonly UrlValue[] };

/** What a client sends: params and query by name, a JSON body as the schema takes it. */
export type EndpointRequest<E extends Endpoint> = (E extends { params: EndpointSchemaName }
  ? { params: UrlFields<Named<E, "params">> }
  : { params?: never }) &
  (E extends { query: EndpointSchemaName }
    ? Record<string, never> extends UrlFields<Named<E, "query">>
      ? { query?: UrlFields<Named<E, "query">> }
      : { query: UrlFields<Named<E, "query">> }
    : { query?: never }) &
  (E extends { body: EndpointSchemaName } ? { body: z.input<Named<E, "body">> } : { body?: never });

/** What a call answers; `unknown` for a file's bytes. */
export type EndpointResponse<E extends Endpoint> = E extends { response: EndpointSchemaName }
  ? z.output<Named<E, "response">>
  : unknown;

/** `/dev/mail/:id` with `{ id: "a b" }` → `/dev/mail/a%20b`. */
export function endpointPath(endpoint: Endpoint, params?: Readonly<Record<string, unknown>>): string {
  return endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) =>
    encodeURIComponent(String(params?.[name] ?? "")),
  );
}
