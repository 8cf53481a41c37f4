export { CalendarSyncReturnPage as Component } from "../../features/calendar-sync/CalendarSyncReturnPage";
