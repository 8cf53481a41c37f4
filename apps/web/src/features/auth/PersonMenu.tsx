import {
  DownOutlined,
  LockOutlined,
  LogoutOutlined,
  SafetyCertificateOutlined,
  UserOutlined,
} from "@ant-design/icons";
import { common } from "@taxlane/contract/i18n/local/common";

import { securityPage } from "@taxlane/contract/i18n/local/securityPage";
import { Avatar, Button, Dropdown, type MenuProps } from "antd";
import { useNavigate } from "react-router";
import { avatarSrc, displayName, initialsOf, profilePathFor, useCurrentUser } from "../../entities/account";
import { securityPathFor } from "./security-path";
import { useSignOut } from "./use-sign-out";
import "./person-menu.css";

/** The signed-in areas' header menu (antd): the person, then Profile, Security, Change password, Sign out. */
export function PersonMenu() {
  const { data: user } = useCurrentUser();
  const { signOut, pending } = useSignOut();
  const navigate = useNavigate();
  if (user === undefined) return null;

  const name = displayName(user);
  const items: MenuProps["items"] = [
    { key: "profile", icon: <UserOutlined />, label: common.profile },
    { key: "security", icon: <SafetyCertificateOutlined />, label: securityPage.menuLabel },
    { key: "change-password", icon: <LockOutlined />, label: common.changePassword },
    { type: "divider" },
    { key: "sign-out", icon: <LogoutOutlined />, label: common.signOut, disabled: pending },
  ];
  const onClick: MenuProps["onClick"] = ({ key }) => {
    if (key === "profile") navigate(profilePathFor(user.roleId));
    else if (key === "security") navigate(securityPathFor(user.roleId));
    else if (key === "change-password") navigate("/change-password");
    else if (key === "sign-out") void signOut();
  };
  const src = avatarSrc(user.avatar);

  return (
    <Dropdown
      menu={{ items, onClick }}
      trigger={["click"]}
      placement="bottomRight"
      // Opened from the keyboard, the focus moves into the menu so the arrow keys walk it.
      autoFocus
      // Inside the header, so the open menu stays in the banner landmark.
      getPopupContainer={(trigger) => trigger.parentElement ?? document.body}
    >
      <Button type="text" className="tl-person-button">
        <Avatar size={32} src={src ?? undefined} alt="" className="tl-person-button__avatar">
          {src === null ? initialsOf(user) : null}
        </Avatar>
        <span className="tl-person-button__name tl-visually-hidden-phone">{name}</span>
        <DownOutlined aria-hidden="true" className="tl-person-button__caret" />
      </Button>
    </Dropdown>
  );
}
