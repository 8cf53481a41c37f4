/**
 * What one entry of the endpoint table says of a call: its schemas are the zod objects themselves, so
 * an editor follows them and a misspelt one does not compile. A client that needs only where to send a
 * call takes its `EndpointRoute` (`routes.gen.ts`), which holds no schema.
 */
import type { z } from "zod";
import type { PracticeCapability } from "../codes-practices";
import type { RoleId } from "../codes-profile";

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
  readonly fields: z.ZodType;
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
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** A JSON body. */
  readonly body?: z.ZodType;
  /** A multipart body instead. */
  readonly multipart?: MultipartForm;
  /** The JSON answer (200); none for calls that answer with a file's bytes. */
  readonly response?: z.ZodType;
}

export type EndpointGroup = Readonly<Record<string, Endpoint>>;

type SchemaOf<E, K extends string> = E extends { readonly [key in K]: infer S extends z.ZodType } ? S : never;

/** A value a URL can carry (query text; arrays repeat the key). */
export type UrlValue = string | number | boolean | null | undefined;

/**
 * Params and query by the names their schema reads, required where it requires them; the values are
 * text on the wire and the server checks them, so any value a URL can carry is taken.
 */
type UrlFields<S extends z.ZodType> = { [K in keyof z.output<S>]: UrlValue | readonly UrlValue[] };

/** What a client sends: params and query by name, a JSON body as the schema takes it. */
export type EndpointRequest<E extends Endpoint> = (E extends { params: z.ZodType }
  ? { params: UrlFields<SchemaOf<E, "params">> }
  : { params?: never }) &
  (E extends { query: z.ZodType }
    ? Record<string, never> extends UrlFields<SchemaOf<E, "query">>
      ? { query?: UrlFields<SchemaOf<E, "query">> }
      : { query: UrlFields<SchemaOf<E, "query">> }
    : { query?: never }) &
  (E extends { body: z.ZodType } ? { body: z.input<SchemaOf<E, "body">> } : { body?: never });

/** What a call answers; `unknown` for a file's bytes. */
export type EndpointResponse<E extends Endpoint> = E extends { response: z.ZodType }
  ? z.output<SchemaOf<E, "response">>
  : unknown;

/** Only in types: the entry an `EndpointRoute` stands for. */
declare const routeOf: unique symbol;

/**
 * Where a call goes, and nothing else: the client's view of an entry (`routes.gen.ts`), so a page that
 * calls the API loads no schema. The entry's type rides along, never set, to type the call's input and
 * answer as the entry's schemas say.
 */
export interface EndpointRoute<E extends Endpoint = Endpoint> {
  readonly method: E["method"];
  readonly path: E["path"];
  readonly [routeOf]?: E;
}

/** The entry a route stands for; for a union of routes (`isTaxpayer ? a : b`), the union of entries. */
export type EndpointOf<R> = R extends EndpointRoute<infer E> ? E : never;

/** A table of entries by group and call, as a table of their routes. */
export type EndpointRoutes<T> = {
  readonly [G in keyof T]: {
    readonly [C in keyof T[G]]: T[G][C] extends Endpoint ? EndpointRoute<T[G][C]> : never;
  };
};

/** `/dev/mail/:id` with `{ id: "a b" }` → `/dev/mail/a%20b`. */
export function endpointPath(endpoint: EndpointRoute, params?: Readonly<Record<string, unknown>>): string {
  return endpoint.path.replace(/:([A-Za-z_]\w*)/g, (_match, name: string) =>
    encodeURIComponent(String(params?.[name] ?? "")),
  );
}
