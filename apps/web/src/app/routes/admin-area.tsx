import { ADMIN_ROLE } from "../../entities/account";
import { PersonMenu } from "../../features/auth/PersonMenu";
import { RequireSignedIn } from "../../features/auth/RequireSignedIn";
import { AdminLayout } from "../layouts/AdminLayout";

/** /admin/*: operators only; others go to their own home, signed-out people to /login. */
export function Component() {
  return (
    <RequireSignedIn role={ADMIN_ROLE}>
      <AdminLayout header={<PersonMenu />} />
    </RequireSignedIn>
  );
}
