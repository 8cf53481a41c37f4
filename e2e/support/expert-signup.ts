import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { newPassword, uniqueEmail } from "./accounts";

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../fixtures");
export const photo = path.join(fixtures, "expert-photo.png");
export const priceList = path.join(fixtures, "price-list.pdf");
export const notAPhoto = path.join(fixtures, "not-a-photo.png");

export interface Expert {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
}

export function newExpert(label: string): Expert {
  return {
    firstName: "Morgan",
    lastName: "Ellery",
    email: uniqueEmail(label),
    password: newPassword(),
    phone: "+1 503 555 0187",
  };
}

export const stepHeading = (page: Page, title: string) =>
  page.getByRole("heading", { level: 2, name: title });
export const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

/** Picks a state in a searchable select as a person would: open it, type, confirm. */
export async function chooseState(page: Page, label: string, state: string) {
  await page.getByLabel(label).click();
  await page.keyboard.type(state);
  await page.keyboard.press("Enter");
}

export async function fillAccount(page: Page, expert: Expert) {
  await page.getByLabel("First name").fill(expert.firstName);
  await page.getByLabel("Last name").fill(expert.lastName);
  await page.getByLabel("E-mail").fill(expert.email);
  await page.getByLabel("Password", { exact: true }).fill(expert.password);
  await page.getByLabel("Phone number").fill(expert.phone);
  await page.getByRole("checkbox", { name: /I am 18 or older and I agree/ }).check();
}

export async function typeCode(page: Page, code: string) {
  await page.getByRole("textbox", { name: "Digit 1 of 6" }).click();
  await page.keyboard.type(code);
}
