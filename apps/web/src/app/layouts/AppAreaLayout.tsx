import { MenuOutlined } from "@ant-design/icons";
import { Button, Drawer, Grid, Layout, Menu, type MenuProps } from "antd";
import { type ReactNode, useEffect, useMemo, useState } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { Logo } from "../../components/Logo";
import { useAccountLanguage } from "../../entities/account";
import { whenIdle } from "../../lib/when-idle";
import { OfflineBanner } from "../offline/OfflineBanner";
import { AntdProvider } from "../providers/AntdProvider";
import { useServiceWorker } from "../pwa/use-service-worker";
import { SecondFactorGate } from "./SecondFactorGate";
import "./app-area-layout.css";
import { layout } from "@taxlane/contract/i18n/local/layout";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

export interface AppNavItem {
  to: string;
  label: string;
  icon: ReactNode;
}

export interface AppAreaLayoutProps {
  /** Names the navigation landmark, e.g. "Taxpayer". */
  areaLabel: string;
  navItems: readonly AppNavItem[];
  /** Right-hand side of the header: the signed-in person's menu. */
  header?: ReactNode;
  /** Shown after an item's label, by the item's path (e.g. the unread count beside Messages). */
  navBadges?: Readonly<Record<string, ReactNode>>;
}

/** The item whose path is the current path or a parent of it. */
export function selectedNavKey(items: readonly AppNavItem[], pathname: string): string | undefined {
  const path = pathname.toLowerCase();
  return items.find((item) => path === item.to || path.startsWith(`${item.to}/`))?.to;
}

/**
 * True once the page has been idle after `wanted` became true. The phone's navigation drawer is drawn
 * (hidden) then: its first opening had mounted the drawer and menu and inserted their styles while the
 * person waited, about half a second on a mid-range phone.
 */
function usePreparedOnceIdle(wanted: boolean): boolean {
  const [prepared, setPrepared] = useState(false);
  useEffect(() => {
    if (!wanted || prepared) return;
    return whenIdle(() => setPrepared(true));
  }, [wanted, prepared]);
  return prepared;
}

function AreaFrame({ areaLabel, navItems, header, navBadges }: AppAreaLayoutProps) {
  useAccountLanguage();
  useServiceWorker();
  const screens = Grid.useBreakpoint();
  const wide = screens.lg === true;
  const { pathname } = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerPrepared = usePreparedOnceIdle(!wide);
  const selected = selectedNavKey(navItems, pathname);

  // Kept while only the drawer opens or closes, so opening it does not draw the menu and the page again.
  const navigation = useMemo(() => {
    const items: MenuProps["items"] = navItems.map((item) => ({
      key: item.to,
      icon: item.icon,
      label: (
        <Link to={item.to} onClick={() => setDrawerOpen(false)}>
          {item.label}
          {navBadges?.[item.to]}
        </Link>
      ),
    }));
    return (
      <nav aria-label={formatPlain(layout.areaNavigation, { area: areaLabel })}>
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected] : []}
          items={items}
          className="tl-area__menu"
        />
      </nav>
    );
  }, [navItems, navBadges, selected, areaLabel]);
  const page = useMemo(
    () => (
      <>
        <OfflineBanner />
        <SecondFactorGate>
          <Outlet />
        </SecondFactorGate>
      </>
    ),
    [],
  );

  return (
    <Layout className="tl-area">
      <a className="tl-skip-link" href="#main">
        {layout.skipToContent}
      </a>
      <Layout.Header className="tl-area__header">
        {!wide && (
          <Button
            type="text"
            icon={<MenuOutlined />}
            aria-label={layout.openNavigation}
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen(true)}
          />
        )}
        <Link to="/" className="tl-area__brand">
          <Logo size={28} />
        </Link>
        <div className="tl-area__header-slot">{header}</div>
      </Layout.Header>
      <Layout hasSider={wide}>
        {wide && (
          <Layout.Sider width={240} theme="light" className="tl-area__sider">
            {navigation}
          </Layout.Sider>
        )}
        <Layout.Content className="tl-area__content" id="main" tabIndex={-1}>
          {page}
        </Layout.Content>
      </Layout>
      {!wide && (
        <Drawer
          placement="left"
          size={280}
          open={drawerOpen}
          forceRender={drawerPrepared}
          onClose={() => setDrawerOpen(false)}
          title={<Logo size={28} />}
          className="tl-area__drawer"
        >
          {navigation}
        </Drawer>
      )}
    </Layout>
  );
}

/**
 * The frame of the signed-in areas (antd): header with a slot for the person menu, the area's
 * navigation (a side menu from 992 px, a drawer below) and the page. Brings its own antd providers.
 */
export function AppAreaLayout(props: AppAreaLayoutProps) {
  return (
    <AntdProvider>
      <AreaFrame {...props} />
    </AntdProvider>
  );
}
