import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { devMailListQuery } from "./dev-mail-api";

/**
 * On a server without a mail server, codes land in the dev mailbox: this says where to read them.
 * Shows only when this browser can read it: the API answers 404 when the mailbox is off or this
 * browser is not on the server's machine, and then the codes are not for reading here.
 */
export function DevMailboxHint() {
  const { isSuccess } = useQuery(devMailListQuery);
  if (!isSuccess) return null;
  return (
    <p className="tl-auth-card__hint">
      This server has no mail server: read the e-mail in the{" "}
      <Link to="/dev/mail" target="_blank" rel="noopener">
        dev mailbox (opens in a new tab)
      </Link>
      .
    </p>
  );
}
