import { endpoints } from "@taxlane/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { answer } from "../../testing/contract-handlers";
import { server } from "../../testing/msw-server";
import { renderWithApp } from "../../testing/render";
import { dayInZone, shiftDay } from "./appointment-time";
import { MakeAppointmentDialog } from "./MakeAppointmentDialog";

const target = { quoteId: 41, accountantId: 7, accountantName: "Dana Nguyen" };
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
// Two days ahead in this machine's zone: bookable whatever the hour the test runs at.
const day = shiftDay(dayInZone(Date.now(), zone), 2);
/** Noon of `day` in this zone and an hour later, as instants. */
const noon = new Date(`${day}T12:00:00`).toISOString();
const onePm = new Date(`${day}T13:00:00`).toISOString();

function answerFreeTimes() {
  server.use(
    answer(endpoints.taxpayer.getAccountantAvailableSlots, ({ url }) => ({
      timeZone: zone,
      slots:
        url.searchParams.get("date") === day
          ? [
              { time: 12, startsAt: noon, endsAt: onePm },
              { time: 13, startsAt: onePm, endsAt: new Date(`${day}T14:00:00`).toISOString() },
            ]
          : [],
    })),
  );
}

/** Opens the day picker and clicks `day` in its calendar (each cell's title is its ISO day). */
async function chooseDay(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByPlaceholderText("Choose a day"));
  const cell = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(`td[title="${day}"]`);
    if (found === null) throw new Error(`no calendar cell for ${day}`);
    return found;
  });
  await user.click(cell);
}

describe("the appointment dialog", () => {
  it("books the chosen free time with the type and comment", async () => {
    answerFreeTimes();
    const booked = vi.fn();
    server.use(
      answer(endpoints.taxpayer.makeAppointment, ({ body }) => {
        booked(body);
        return { id: 501 };
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    renderWithApp(<MakeAppointmentDialog target={target} open onClose={onClose} />);

    const dialog = await screen.findByRole("dialog", { name: "Make an appointment with Dana Nguyen" });
    expect(within(dialog).getByText("Choose a day to see the free times.")).toBeTruthy();
    await chooseDay(user);
    const times = await within(dialog).findByRole("radiogroup", { name: "Free times, in your time" });
    const options = within(times).getAllByRole("radio");
    expect(options).toHaveLength(2);
    await user.click(within(dialog).getByRole("radio", { name: "Phone call" }));
    await user.click(options[1] as HTMLElement);
    await user.type(within(dialog).getByRole("textbox", { name: /Comment for Dana Nguyen/ }), "  My W-2s  ");
    await user.click(within(dialog).getByRole("button", { name: "Request appointment" }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(booked).toHaveBeenCalledWith({
      quoteId: 41,
      appointmentTypeId: 2,
      additionalComments: "My W-2s",
      dateTime: day,
      time: 13,
    });
    expect(await screen.findByText(/Appointment requested for .*Dana Nguyen will answer it\./)).toBeTruthy();
  });

  it("asks for a time before sending, and says so when the time was just taken", async () => {
    answerFreeTimes();
    server.use(
      answer(endpoints.taxpayer.makeAppointment, () =>
        Response.json(
          {
            errorMessage: "This time is no longer free.",
            code: "CONFLICT",
            errors: [{ field: "time", message: "This time is no longer free." }],
          },
          { status: 409 },
        ),
      ),
    );
    const onClose = vi.fn();
    const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });
    renderWithApp(<MakeAppointmentDialog target={target} open onClose={onClose} />);

    const dialog = await screen.findByRole("dialog");
    await chooseDay(user);
    await within(dialog).findByRole("radiogroup", { name: "Free times, in your time" });
    await user.click(within(dialog).getByRole("button", { name: "Request appointment" }));
    expect(await within(dialog).findByText("Please choose a time.")).toBeTruthy();

    await user.click(within(dialog).getAllByRole("radio", { name: /PM|AM/ })[0] as HTMLElement);
    await user.click(within(dialog).getByRole("button", { name: "Request appointment" }));
    expect(await within(dialog).findByText("This time is no longer free.")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
