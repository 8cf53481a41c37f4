import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../test/identity";
import { latestMailTo, mailSent } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";

describe("the newsletter", async () => {
  const { app } = await createTestApp({ PUBLIC_FORM_LIMIT_PER_HOUR: "50" });
  const subscribe = (email: string) =>
    app.inject({ method: "POST", url: `/api/EmailSubscription/Create?email=${encodeURIComponent(email)}` });
  const tokenMailedTo = async (email: string) => {
    const mail = await latestMailTo(app, email);
    const token = mail?.text.match(/newsletter\/unsubscribe\?token=([A-Za-z0-9_%-]+)/)?.[1];
    if (!token) throw new Error("no unsubscribe link");
    return decodeURIComponent(token);
  };
  const mailCount = async (email: string) =>
    (await mailSent(app).then(() => app.inject({ url: "/api/dev/mail" })))
      .json<{ to: string }[]>()
      .filter((mail) => mail.to.includes(email)).length;

  it("subscribes with a welcome mail whose link unsubscribes", async () => {
    const email = uniqueEmail("reader");
    const response = await subscribe(email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: `r***@example.test`, subscribed: true });
    expect((await latestMailTo(app, email))?.subject).toBe("Welcome to the Taxlane newsletter");
    const token = await tokenMailedTo(email);

    const shown = await app.inject({ url: `/api/EmailSubscription/Get?token=${encodeURIComponent(token)}` });
    expect(shown.json()).toEqual({ email: "r***@example.test", subscribed: true });
    const gone = await app.inject({
      method: "POST",
      url: "/api/EmailSubscription/Unsubscribe",
      payload: { token },
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().subscribed).toBe(false);
    const again = await app.inject({
      method: "POST",
      url: "/api/EmailSubscription/Unsubscribe",
      payload: { token },
    });
    expect(again.json().subscribed).toBe(false);
  });

  it("is idempotent: subscribing again changes nothing and mails nothing", async () => {
    const email = uniqueEmail("twice");
    await subscribe(email);
    const second = await subscribe(email.toUpperCase());
    expect(second.statusCode).toBe(200);
    expect(second.json().subscribed).toBe(true);
    expect(await mailCount(email.split("@")[0] ?? email)).toBe(1);
  });

  it("welcomes back someone who left, with a new link; the old one stops working", async () => {
    const email = uniqueEmail("back");
    await subscribe(email);
    const oldToken = await tokenMailedTo(email);
    await app.inject({
      method: "POST",
      url: "/api/EmailSubscription/Unsubscribe",
      payload: { token: oldToken },
    });
    await subscribe(email);
    const newToken = await tokenMailedTo(email);
    expect(newToken).not.toBe(oldToken);
    const old = await app.inject({ url: `/api/EmailSubscription/Get?token=${encodeURIComponent(oldToken)}` });
    expect(old.statusCode).toBe(404);
    const current = await app.inject({
      url: `/api/EmailSubscription/Get?token=${encodeURIComponent(newToken)}`,
    });
    expect(current.json().subscribed).toBe(true);
  });

  it("refuses a bad address and an unknown link", async () => {
    const bad = await subscribe("not-an-email");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toContainEqual({ field: "email", message: "The input is not valid E-mail!" });
    const none = await app.inject({ method: "POST", url: "/api/EmailSubscription/Create" });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors).toContainEqual({ field: "email", message: "Please input your E-mail!" });
    const unknown = await app.inject({
      method: "POST",
      url: "/api/EmailSubscription/Unsubscribe",
      payload: { token: "nope" },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toMatch(/not valid/);
  });
});
