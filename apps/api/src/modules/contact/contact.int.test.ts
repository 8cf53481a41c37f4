import { describe, expect, it } from "vitest";
import { uniqueEmail } from "../../../test/identity";
import { latestMailTo, mailSent } from "../../../test/mailbox";
import { createTestApp } from "../../../test/test-app";

const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  fullName: "Jordan Ellis",
  organizationName: "Ellis Design LLC",
  email,
  phone: "+1 (415) 555-0100",
  message: "We need help with our first S corporation return.",
  ...overrides,
});

async function mailsTo(app: Awaited<ReturnType<typeof createTestApp>>["app"], address: string) {
  await mailSent(app);
  const list = (await app.inject({ url: "/api/dev/mail" })).json<{ to: string; subject: string }[]>();
  return list.filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

describe("the contact form", async () => {
  const support = uniqueEmail("support");
  const { app } = await createTestApp({ SUPPORT_EMAIL: support, PUBLIC_FORM_LIMIT_PER_HOUR: "50" });
  const send = (payload: Record<string, unknown>) =>
    app.inject({ method: "POST", url: "/api/Public/SendContactUsMessage", payload });

  it("stores the message, mails it to support (reply-to the sender) and sends a receipt", async () => {
    const email = uniqueEmail("contact");
    const response = await send(form(email));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/Thanks!/);
    const toSupport = await latestMailTo(app, support);
    expect(toSupport?.subject).toBe("Contact form: Jordan Ellis");
    expect(toSupport?.text).toContain("first S corporation return");
    expect(toSupport?.text).toContain(email);
    expect((await latestMailTo(app, email))?.subject).toBe("We received your message");
  });

  it("takes the same message from the same sender once", async () => {
    const email = uniqueEmail("twice");
    expect((await send(form(email))).statusCode).toBe(200);
    expect(
      (await send(form(email, { message: "  We need help with our first S corporation   return. " })))
        .statusCode,
    ).toBe(200);
    expect(await mailsTo(app, email)).toHaveLength(1);
  });

  it("refuses a bad e-mail, missing fields and an oversize message, storing nothing", async () => {
    const email = uniqueEmail("bad");
    const badEmail = await send(form("not-an-email"));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toContainEqual({
      field: "email",
      message: "The input is not valid E-mail!",
    });
    const missing = await send({ email });
    expect(missing.statusCode).toBe(400);
    const fields = missing.json().errors.map((error: { field: string }) => error.field);
    expect(fields).toEqual(expect.arrayContaining(["fullName", "message"]));
    expect(missing.json().errors).toContainEqual({ field: "fullName", message: "This field is required" });
    const oversize = await send(form(email, { message: "x".repeat(5001) }));
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json().errors[0].field).toBe("message");
    const badPhone = await send(form(email, { phone: "call me" }));
    expect(badPhone.statusCode).toBe(400);
    expect(await mailsTo(app, email)).toHaveLength(0);
  });

  it("refuses what a bot filled in the hidden field", async () => {
    const email = uniqueEmail("bot");
    const response = await send(form(email, { website: "http://spam.example" }));
    expect(response.statusCode).toBe(400);
    expect(await mailsTo(app, email)).toHaveLength(0);
  });

  it("books a demo: mailed to support, confirmed to the requester", async () => {
    const email = uniqueEmail("demo");
    const response = await app.inject({
      method: "POST",
      url: "/api/Public/BookDemo",
      payload: { fullName: "Casey Moore", organizationName: "Moore Tax", email },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatch(/demo/);
    expect((await latestMailTo(app, support))?.subject).toBe("Demo request from Casey Moore");
    expect((await latestMailTo(app, email))?.subject).toBe("Your Taxlane demo request");
  });
});

describe("a flood of contact posts", async () => {
  const { app } = await createTestApp({ PUBLIC_FORM_LIMIT_PER_HOUR: "3" });

  it("is cut off with 429 and Retry-After", async () => {
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof app.inject>> | undefined;
    for (let index = 0; index < 5; index += 1) {
      last = await app.inject({
        method: "POST",
        url: "/api/Public/SendContactUsMessage",
        payload: form(uniqueEmail("flood"), { message: `Message number ${index}` }),
      });
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(last?.headers["retry-after"]).toBeDefined();
    expect(last?.json().errorMessage).toBeTruthy();
  });
});
