import { leftOut } from "./left-out";

/**
 * Stands in for antd's Tabs inside its Card in the built app (vite-antd-left-out.ts): a Card draws
 * tabs only when given `tabList`, which no Card here is (left-out-props.test.ts holds it). Pages that
 * show tabs use PageTabs.
 */
export default function LeftOutCardTabs(): never {
  return leftOut("A Card's tabs are left out of the build: show tabs with PageTabs");
}
