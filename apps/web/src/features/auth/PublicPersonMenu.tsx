import type { CurrentUser } from "@taxlane/contract";
import { common } from "@taxlane/contract/i18n/local/common";
import { useRef } from "react";
import { Link } from "react-router";
import { useDisclosure } from "../../components/ui/use-disclosure";
import {
  avatarSrc,
  displayName,
  homeLabelFor,
  homePathFor,
  initialsOf,
  profilePathFor,
} from "../../entities/account";
import { useSignOut } from "./use-sign-out";
import "./public-person-menu.css";

interface PublicPersonMenuProps {
  user: CurrentUser;
  /** Called when a link or action is chosen, e.g. to fold the phone menu. */
  onNavigate?: () => void;
}

/**
 * The signed-in person in the public header, built without antd: a button with their name that
 * shows their links (their area, Profile, Change password) and Sign out.
 */
export function PublicPersonMenu({ user, onNavigate }: PublicPersonMenuProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const {
    open,
    close,
    toggle,
    buttonRef,
    panelId: listId,
  } = useDisclosure({ closeOnOutsideOf: rootRef, nested: true });
  const { signOut, pending } = useSignOut();
  const src = avatarSrc(user.avatar);

  const chosen = () => {
    close();
    onNavigate?.();
  };

  return (
    <div className="tl-person-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="tl-person-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
      >
        {src === null ? (
          <span className="tl-person-menu__avatar" aria-hidden="true">
            {initialsOf(user)}
          </span>
        ) : (
          <img className="tl-person-menu__avatar" src={src} alt="" width={32} height={32} />
        )}
        <span className="tl-person-menu__name">{displayName(user)}</span>
        <span className="tl-person-menu__caret" aria-hidden="true" />
      </button>
      <ul id={listId} className="tl-person-menu__list" hidden={!open}>
        <li>
          <Link to={homePathFor(user.roleId)} className="tl-person-menu__item" onClick={chosen}>
            {homeLabelFor(user.roleId)}
          </Link>
        </li>
        <li>
          <Link to={profilePathFor(user.roleId)} className="tl-person-menu__item" onClick={chosen}>
            {common.profile}
          </Link>
        </li>
        <li>
          <Link to="/change-password" className="tl-person-menu__item" onClick={chosen}>
            {common.changePassword}
          </Link>
        </li>
        <li className="tl-person-menu__separator">
          <button
            type="button"
            className="tl-person-menu__item"
            disabled={pending}
            onClick={() => {
              chosen();
              void signOut();
            }}
          >
            {common.signOut}
          </button>
        </li>
      </ul>
    </div>
  );
}
