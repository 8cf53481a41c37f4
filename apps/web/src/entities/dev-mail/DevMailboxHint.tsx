import { useQuery } from "@tanstack/react-query";
import { devMail } from "@taxlane/contract/i18n/en/devMail";
import { Link } from "react-router";
import { richText } from "../../lib/rich-text";
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
      {richText(devMail.hint, {
        link: (inner) => (
          <Link to="/dev/mail" target="_blank" rel="noopener">
            {inner}
          </Link>
        ),
      })}
    </p>
  );
}
