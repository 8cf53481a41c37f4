/**
 * Every schema the endpoint table names, by the name it uses. The table itself holds names only, so a
 * page that calls the API through it loads no zod; the API and the OpenAPI document resolve the names here.
 * The schemas are grouped by area in the `schemas-<area>.ts` files beside this one.
 */
import { z } from "zod";
import { appointmentSchemas } from "./schemas-appointments";
import { channelSchemas } from "./schemas-channels";
import { dashboardSchemas } from "./schemas-dashboards";
import { documentReadingSchemas } from "./schemas-document-readings";
import { documentSchemas } from "./schemas-documents";
import { fileAndHealthSchemas } from "./schemas-files";
import { filingSchemas } from "./schemas-filing";
import { identitySchemas } from "./schemas-identity";
import { marketplaceSchemas } from "./schemas-marketplace";
import { operatorSchemas } from "./schemas-operator";
import { organizerSchemas } from "./schemas-organizer";
import { paymentSchemas } from "./schemas-payments";
import { practiceClientSchemas } from "./schemas-practice-clients";
import { practiceSchemas } from "./schemas-practices";
import { profileSchemas } from "./schemas-profiles";
import { publicSiteSchemas } from "./schemas-public-site";
import { securitySchemas } from "./schemas-security";
import { signatureSchemas } from "./schemas-signatures";
import { taxNoticeSchemas } from "./schemas-tax-notices";
import { taxPreparationSchemas } from "./schemas-tax-preparation";
import { toDoSchemas } from "./schemas-todo";

export const endpointSchemas = {
  /** The answer of calls whose answer is only "it worked". */
  done: z.object({}),
  booleanAnswer: z.boolean(),

  ...identitySchemas,
  ...marketplaceSchemas,
  ...organizerSchemas,
  ...appointmentSchemas,
  ...documentSchemas,
  ...documentReadingSchemas,
  ...profileSchemas,
  ...taxPreparationSchemas,
  ...publicSiteSchemas,
  ...fileAndHealthSchemas,
  ...operatorSchemas,
  ...securitySchemas,
  ...signatureSchemas,
  ...paymentSchemas,
  ...taxNoticeSchemas,
  ...filingSchemas,
  ...toDoSchemas,
  ...practiceSchemas,
  ...practiceClientSchemas,
  ...dashboardSchemas,
  ...channelSchemas,
};

export type EndpointSchemas = typeof endpointSchemas;
export type EndpointSchemaName = keyof EndpointSchemas;
