import { RealtimeUpdates } from "../../components/RealtimeUpdates";
import { PersonMenu } from "../../features/auth/components/PersonMenu";
import { RequireSignedIn } from "../../features/auth/components/RequireSignedIn";
import { MessagesNavBadge } from "../../features/messages/MessagesNavBadge";
import { NotificationBell } from "../../features/notifications/NotificationBell";
import { EXPERT_ROLE } from "../../lib/roles";
import { ExpertLayout } from "../layouts/ExpertLayout";

/** /expert/*: experts only; others go to their own home, signed-out people to /login. */
export function Component() {
  return (
    <RequireSignedIn role={EXPERT_ROLE}>
      <RealtimeUpdates />
      <ExpertLayout
        header={
          <>
            <NotificationBell />
            <PersonMenu />
          </>
        }
        navBadges={{ "/expert/messages": <MessagesNavBadge /> }}
      />
    </RequireSignedIn>
  );
}
