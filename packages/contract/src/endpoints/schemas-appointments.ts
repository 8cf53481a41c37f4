/**
 * Appointments, availability, video links and calendars.
 * Here: the lists and shapes the endpoint table points at that no area module declares.
 */
import { z } from "zod";
import { accountantAppointmentSchema, taxpayerAppointmentSchema } from "../appointments";

export const accountantAppointmentListSchema = z.array(accountantAppointmentSchema);
export const taxpayerAppointmentListSchema = z.array(taxpayerAppointmentSchema);
