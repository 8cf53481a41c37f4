import { describe, expect, it } from "vitest";
import { z } from "zod";
import { TAX_RETURN_FILE_FIELD } from "../file-fields";
import { SEND_QUOTE_FILE_FIELD } from "../marketplace";
import { accountantRegistrationFiles, PRICING_FILE_FIELD, PROFILE_PHOTO_FIELD } from "../profiles";
import { endpointPath, endpointRoutes, endpoints, listEndpoints } from "./index";

describe("the endpoint table", () => {
  const all = listEndpoints();

  it("has one entry per method and path, whatever the letter case", () => {
    const keys = all.map(({ endpoint }) => `${endpoint.method} ${endpoint.path.toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("groups each entry by the first segment of its path", () => {
    const groupOf: Record<string, string> = { emailsubscription: "emailSubscription", dev: "devMail" };
    for (const { name, endpoint } of all) {
      const segment = endpoint.path.split("/")[1]?.toLowerCase() ?? "";
      const group = name.split(".")[0]?.toLowerCase();
      expect(group, name).toBe((groupOf[segment] ?? segment).toLowerCase());
    }
  });

  it("points at zod schemas, and never has both a JSON and a multipart body", () => {
    for (const { name, endpoint } of all) {
      // A schema caught in an import cycle would be undefined here, at run time, whatever its type says.
      for (const key of ["params", "query", "body", "response"] as const)
        if (key in endpoint) expect(endpoint[key], `${name}.${key}`).toBeInstanceOf(z.ZodType);
      if (endpoint.multipart) expect(endpoint.multipart.fields, name).toBeInstanceOf(z.ZodType);
      expect(endpoint.body !== undefined && endpoint.multipart !== undefined, name).toBe(false);
    }
  });

  it("names the file fields the services read", () => {
    expect(endpoints.accountant.sendQuote.multipart.files).toEqual([SEND_QUOTE_FILE_FIELD]);
    expect(endpoints.accountant.uploadTaxReturnFile.multipart.files).toEqual([TAX_RETURN_FILE_FIELD]);
    expect(endpoints.accountant.updateAccountantProfileDetails.multipart.files).toEqual([
      PROFILE_PHOTO_FIELD,
      PRICING_FILE_FIELD,
    ]);
    expect(endpoints.taxpayer.updateProfileDetails.multipart.files).toEqual([PROFILE_PHOTO_FIELD]);
    expect(endpoints.accountant.registerAccountant.multipart.files).toEqual([
      accountantRegistrationFiles.photo,
      accountantRegistrationFiles.proofOfAnnualFilingSeasonProgram,
      accountantRegistrationFiles.pricingSystemAttachment,
    ]);
  });

  it("fills path parameters, escaped", () => {
    expect(endpointPath(endpointRoutes.devMail.message, { id: "a b/c" })).toBe("/dev/mail/a%20b%2Fc");
    expect(endpointPath(endpoints.devMail.message, { id: "a b/c" })).toBe("/dev/mail/a%20b%2Fc");
    expect(endpointPath(endpoints.blog.getAll)).toBe("/Blog/GetAll");
  });
});
