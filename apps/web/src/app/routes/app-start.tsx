import { Navigate } from "react-router";
import { EXPERT_ROLE, homePathFor, TAXPAYER_ROLE, useCurrentUser } from "../../entities/account";
import { RequireSignedIn } from "../../features/auth/RequireSignedIn";

/** The to-do list of the person's area, where the installed app opens; an operator's console. */
function ToDoOfTheArea() {
  const { data: user } = useCurrentUser();
  if (user === undefined) return null;
  if (user.roleId === TAXPAYER_ROLE) return <Navigate to="/user/todo" replace />;
  if (user.roleId === EXPERT_ROLE) return <Navigate to="/expert/todo" replace />;
  return <Navigate to={homePathFor(user.roleId)} replace />;
}

/**
 * /app: the installed app's start page (its manifest's start_url). Signed in, the person's to-do
 * list, which opens offline too; signed out, the login page, which comes back here.
 */
export function Component() {
  return (
    <RequireSignedIn>
      <ToDoOfTheArea />
    </RequireSignedIn>
  );
}
