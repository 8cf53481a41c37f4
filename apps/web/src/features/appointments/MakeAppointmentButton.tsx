import { t } from "@taxlane/contract/i18n";
import { Button } from "antd";
import { lazy, Suspense, useState } from "react";
import type { BookingTarget } from "./MakeAppointmentDialog";

// The dialog's date picker and form come with their own code, loaded when the person first opens
// it: the job's page and the quotes are drawn without it.
const MakeAppointmentDialog = lazy(() =>
  import("./MakeAppointmentDialog").then((module) => ({ default: module.MakeAppointmentDialog })),
);

/** "Make an appointment": the button and its dialog, for a job's page or a chosen quote. */
export function MakeAppointmentButton({ target, primary }: { target: BookingTarget; primary?: boolean }) {
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted, so it closes as antd closes it (focus back on the button).
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        type={primary ? "primary" : "default"}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {t("appointments.make")}
        <span className="tl-visually-hidden">
          {" "}
          {t("appointments.makeRest", { name: target.accountantName })}
        </span>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MakeAppointmentDialog target={target} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
