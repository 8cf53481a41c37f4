import { useEffect } from "react";
import { lazySchemaRule } from "../../lib/form-rules";
import { whenIdle } from "../../lib/when-idle";

const signInSchemas = () => import("./sign-in-schemas");

/** The sign-in forms' rules, each checking with its contract schema once that is loaded. */
export const signInRules = {
  email: lazySchemaRule(() => signInSchemas().then((schemas) => schemas.signInEmailSchema)),
  password: lazySchemaRule(() => signInSchemas().then((schemas) => schemas.signInPasswordSchema)),
  recoveryCode: lazySchemaRule(() => signInSchemas().then((schemas) => schemas.recoveryCodeSchema)),
};

/** Loads the checks once the page is idle, so the first key a person types does not wait for them. */
export function usePreparedSignInRules(): void {
  useEffect(() => whenIdle(() => void signInSchemas()), []);
}
