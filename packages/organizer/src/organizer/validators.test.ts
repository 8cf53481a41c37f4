import { describe, expect, it } from "vitest";
import {
  accountNumberError,
  dateError,
  einError,
  isAbaChecksumValid,
  middleInitialError,
  moneyError,
  monthsOfYearError,
  nameError,
  naturalNumberError,
  parseMoney,
  percentError,
  phoneError,
  routingNumberError,
  streetError,
  taxIdError,
  yearError,
  zipError,
} from "./validators";

const invalid = "Check this entry: it is not a value this field accepts.";

describe("organizer validators", () => {
  it("routing numbers: exactly 9 digits with a valid ABA checksum", () => {
    for (const good of ["011000015", "021000021", "026009593", "121000358", " 011000015 "]) {
      expect(routingNumberError(good), good).toBeNull();
    }
    for (const bad of ["011000016", "021000022", "01100001", "0110000150", "01100001a", "011-000-015"]) {
      expect(routingNumberError(bad), bad).toBe(invalid);
    }
    expect(isAbaChecksumValid("011000015")).toBe(true);
    expect(isAbaChecksumValid("000000000")).toBe(true);
    expect(routingNumberError("")).toBeNull();
  });

  it("account numbers: at most 17 digits, hyphens allowed, no spaces or other signs", () => {
    for (const good of ["1", "12345678901234567", "1234-5678-90", "-12-"])
      expect(accountNumberError(good), good).toBeNull();
    for (const bad of ["123456789012345678", "12 34", "12#34", "12.34", "----", "abc"]) {
      expect(accountNumberError(bad), bad).toBe(invalid);
    }
  });

  it("SSN and ITIN shapes", () => {
    for (const good of ["123-45-6789", "123456789", "912-70-1234", "900-94-0000".replace("0000", "1234")]) {
      expect(taxIdError(good), good).toBeNull();
    }
    for (const bad of [
      "000-12-3456",
      "666-12-3456",
      "123-00-4567",
      "123-45-0000",
      "912-93-1234",
      "912-45-1234",
      "123-456789",
      "12345678",
      "abc-de-fghi",
    ]) {
      expect(taxIdError(bad), bad).toBe(invalid);
    }
    expect(einError("12-3456789")).toBeNull();
    expect(einError("123-456789")).toBe(invalid);
  });

  it("money amounts: 'Alphabets are not allowed' for letters, 'Invalid income' for the rest", () => {
    for (const good of ["0", "1200", "1,200", "$1,200.50", "12.5", "1,234,567.89"])
      expect(moneyError(good), good).toBeNull();
    for (const letters of ["12k", "abc", "1O0"])
      expect(moneyError(letters), letters).toBe("Alphabets are not allowed");
    for (const bad of ["-5", "1.234", "1,20", "12,34,567", "1 200", "$", "5%"])
      expect(moneyError(bad), bad).toBe("Invalid income");
    expect(parseMoney("$1,200.50")).toBe(1200.5);
    expect(parseMoney("12k")).toBeNull();
  });

  it("counts are natural numbers, months at most 12", () => {
    expect(naturalNumberError("3")).toBeNull();
    for (const bad of ["-1", "1.5", "x", "1e3"])
      expect(naturalNumberError(bad), bad).toBe("Enter a whole number: 0 or more, without decimals.");
    expect(monthsOfYearError("12")).toBeNull();
    expect(monthsOfYearError("13")).toBe(invalid);
    expect(monthsOfYearError("six")).toBe("Enter a whole number: 0 or more, without decimals.");
  });

  it("names as the Social Security Administration writes them, and middle initials", () => {
    for (const good of ["Mary-Jane", "O'Neil", "José", "St. John", "van der Berg"])
      expect(nameError(good), good).toBeNull();
    for (const bad of ["J0hn", "Ann!", "-Ann", "@"]) expect(nameError(bad), bad).toBe(invalid);
    expect(middleInitialError("Q")).toBeNull();
    expect(middleInitialError("Q.")).toBeNull();
    expect(middleInitialError("QR")).toBe(invalid);
  });

  it("'Street is Required' for a blank street", () => {
    expect(streetError("")).toBe("Street is Required");
    expect(streetError("   ")).toBe("Street is Required");
    expect(streetError("1 Main St")).toBeNull();
  });

  it("ZIP codes, phones, percentages, years and dates", () => {
    expect(zipError("94105")).toBeNull();
    expect(zipError("94105-1234")).toBeNull();
    expect(zipError("9410")).toBe(invalid);
    expect(phoneError("(415) 555-0100")).toBeNull();
    expect(phoneError("+1 415 555 0100")).toBeNull();
    expect(phoneError("555-0100")).toBe(invalid);
    expect(percentError("50")).toBeNull();
    expect(percentError("33.3%")).toBeNull();
    expect(percentError("101")).toBe(invalid);
    expect(yearError("2020")).toBeNull();
    expect(yearError("2030")).toBe("Enter a four-digit year, no later than this year.");
    expect(yearError("20")).toBe("Enter a four-digit year, no later than this year.");
    expect(dateError("2021-04-15")).toBeNull();
    expect(dateError("2021-04-15T00:00:00.000Z")).toBeNull();
    expect(dateError("April 15")).toBe(invalid);
  });

  it("leaves blank answers to the required rule", () => {
    for (const check of [
      routingNumberError,
      accountNumberError,
      taxIdError,
      moneyError,
      naturalNumberError,
      nameError,
      zipError,
      phoneError,
      yearError,
    ]) {
      expect(check("  ")).toBeNull();
    }
  });
});
