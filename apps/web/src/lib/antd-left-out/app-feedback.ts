import { leftOut } from "./left-out";

/**
 * Stand in for the confirm dialogs and the notifications antd's `App` offers through `App.useApp()`,
 * in the built app (vite-antd-left-out.ts): pages take only `message` from it, and ask for a
 * confirmation with `useConfirmDialog()` (lib/confirm-dialog), whose code loads with the first
 * dialog. left-out-props.test.ts holds that nothing takes `modal` or `notification` from the app.
 */
const refuse = (): never =>
  leftOut("The app's modal and notification are left out of the build: use useConfirmDialog()");

const refusing = new Proxy({}, { get: () => refuse });

/** What antd's `App` calls for its modal and its notifications: an API that refuses, and no holder. */
export default function useLeftOutAppFeedback(): [object, null] {
  return [refusing, null];
}
