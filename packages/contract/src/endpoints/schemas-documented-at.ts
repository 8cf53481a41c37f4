/**
 * The text fields of the multipart calls whose checks depend on today (birth dates, founding years):
 * the services build theirs with the API's clock; these describe the fields for the OpenAPI document.
 */
export const documentedAt = new Date();
