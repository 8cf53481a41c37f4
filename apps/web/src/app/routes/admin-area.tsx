import { ADMIN_ROLE } from "../../entities/account";
import { PersonMenu } from "../../features/auth/components/PersonMenu";
import { RequireSignedIn } from "../../features/auth/components/RequireSignedIn";
import { AdminLayout } from "../layouts/AdminLayout";

/** /admin/*: operators only; others go to their own home, signed-out people to /login. */
export function Component() {
  return (
    <RequireSignedIn role={ADMIN_ROLE}>
      <AdminLayout header={<PersonMenu />} />
    </RequireSignedIn>
  );
}
