import { useQuery } from "@tanstack/react-query";
import { type AccountantAppointment, MAX_APPOINTMENT_REJECTION_MESSAGE } from "@taxlane/contract";
import { App, Button, Card, Form, Grid, Input, Modal, Table, type TableColumnsType } from "antd";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { problemText } from "../../lib/problem-text";
import { appointmentRequestsQuery, useApproveAppointment, useRejectAppointment } from "./api";
import { appointmentTypeText, clientClock, clientName, professionalWhen } from "./expert-appointment-text";
import { ExpertMeetingPlace } from "./MeetingLink";
import "./appointments.css";
import "./appointment-requests.css";
import { t } from "@taxlane/contract/i18n";

function TypeAndPlace({ appointment }: { appointment: AccountantAppointment }) {
  return (
    <span className="tl-appt-type">
      <span>{appointmentTypeText(appointment.appointmentTypeId)}</span>
      <ExpertMeetingPlace appointment={appointment} requested />
    </span>
  );
}

function When({ appointment }: { appointment: AccountantAppointment }) {
  const theirs = clientClock(appointment);
  return (
    <span className="tl-appt-when">
      <span>{professionalWhen(appointment)}</span>
      {theirs !== null && <span className="tl-appt-when__theirs">{theirs}</span>}
    </span>
  );
}

function RequestActions({
  appointment,
  onReject,
  onAnswering,
}: {
  appointment: AccountantAppointment;
  onReject: (appointment: AccountantAppointment, withMessage: boolean) => void;
  /** The request being answered (`null`: the answer failed), so focus can follow once it leaves the list. */
  onAnswering: (appointment: AccountantAppointment | null) => void;
}) {
  const { message } = App.useApp();
  const approve = useApproveAppointment();
  const [problem, setProblem] = useState<string | null>(null);
  const who = <span className="tl-visually-hidden"> {clientName(appointment)}</span>;
  return (
    <div className="tl-appt-actions">
      <Button
        type="primary"
        data-approves={appointment.id}
        loading={approve.isPending}
        onClick={() => {
          setProblem(null);
          onAnswering(appointment);
          approve.mutate(appointment.id, {
            onSuccess: () =>
              void message.success(
                t("appointments.approvedToast", {
                  client: clientName(appointment),
                  when: professionalWhen(appointment),
                }),
              ),
            onError: (error) => {
              onAnswering(null);
              setProblem(problemText(error));
            },
          });
        }}
      >
        {t("appointments.approveAppointment")}
        {who}
      </Button>
      <Button onClick={() => onReject(appointment, false)}>
        {t("appointments.rejectButton")}
        {who}
      </Button>
      <Button onClick={() => onReject(appointment, true)}>
        {t("appointments.rejectAndSendMessage")}
        {who}
      </Button>
      {problem !== null && (
        <p className="tl-appt-actions__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}

interface RejectValues {
  message: string;
}

/** Reject, or reject and send a message (which also goes to the client's messages). */
function RejectDialog({
  target,
  onClose,
  onAnswering,
}: {
  target: { appointment: AccountantAppointment; withMessage: boolean } | null;
  onClose: () => void;
  /** The request being answered (`null`: the answer failed), so focus can follow once it leaves the list. */
  onAnswering: (appointment: AccountantAppointment | null) => void;
}) {
  const [form] = Form.useForm<RejectValues>();
  const { message } = App.useApp();
  const reject = useRejectAppointment();
  const [problem, setProblem] = useState<string | null>(null);
  const appointment = target?.appointment;
  const who = appointment === undefined ? "" : clientName(appointment);

  const submit = (values: RejectValues) => {
    if (appointment === undefined) return;
    setProblem(null);
    onAnswering(appointment);
    const text = target?.withMessage ? values.message.trim() : "";
    reject.mutate(
      { appointmentId: appointment.id, message: text === "" ? null : text },
      {
        onSuccess: () => {
          void message.success(
            text === ""
              ? t("appointments.rejectedToast", { name: who })
              : t("appointments.rejectedWithMessageToast", { name: who }),
          );
          onClose();
        },
        onError: (error) => {
          onAnswering(null);
          setProblem(problemText(error));
        },
      },
    );
  };

  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      afterClose={() => {
        form.resetFields();
        reject.reset();
        setProblem(null);
      }}
      title={
        target?.withMessage
          ? t("appointments.rejectWithMessageTitle", { name: who })
          : t("appointments.rejectTitle", { name: who })
      }
      destroyOnHidden
      footer={null}
    >
      <Form<RejectValues> form={form} layout="vertical" initialValues={{ message: "" }} onFinish={submit}>
        <FormAlert message={problem} />
        {appointment !== undefined && (
          <p>
            {t("appointments.rejectWhoIsTold", {
              when: `${appointmentTypeText(appointment.appointmentTypeId)}, ${professionalWhen(appointment)}`,
              who,
            })}
          </p>
        )}
        {target?.withMessage && (
          <Form.Item
            label={t("appointments.messageTo", { name: who })}
            name="message"
            rules={[{ required: true, whitespace: true, message: t("appointments.messageRequired") }]}
          >
            <Input.TextArea
              rows={4}
              maxLength={MAX_APPOINTMENT_REJECTION_MESSAGE}
              placeholder={t("appointments.messagePlaceholder")}
            />
          </Form.Item>
        )}
        <div className="tl-appts__toolbar">
          <Button type="primary" danger htmlType="submit" loading={reject.isPending}>
            {target?.withMessage ? t("appointments.rejectAndSend") : t("appointments.rejectAppointment")}
          </Button>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
        </div>
      </Form>
    </Modal>
  );
}

/**
 * An answered request leaves the list, and the focus with it: once it is gone (and the reject dialog
 * closed), focus moves to the request that took its place (its Approve button), or to the list's
 * heading when none is left.
 */
function useFocusAfterAnswer(requests: readonly AccountantAppointment[] | undefined, dialogOpen: boolean) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [answering, setAnswering] = useState<{ id: number; index: number } | null>(null);
  useEffect(() => {
    // An open dialog keeps the focus inside it: move it once the dialog is closed.
    if (answering === null || requests === undefined || dialogOpen) return;
    if (requests.some((row) => row.id === answering.id)) return;
    setAnswering(null);
    const next = requests[Math.min(answering.index, requests.length - 1)];
    const approve =
      next === undefined ? null : document.querySelector<HTMLElement>(`[data-approves="${next.id}"]`);
    (approve ?? headingRef.current)?.focus();
  }, [answering, requests, dialogOpen]);
  return {
    headingRef,
    answering: (appointment: AccountantAppointment | null) =>
      setAnswering(
        appointment === null
          ? null
          : { id: appointment.id, index: requests?.findIndex((row) => row.id === appointment.id) ?? 0 },
      ),
  };
}

/** The expert appointments table: client, type, comments, date and time, actions. */
export function AppointmentRequests() {
  const requests = useQuery(appointmentRequestsQuery());
  const [rejecting, setRejecting] = useState<{
    appointment: AccountantAppointment;
    withMessage: boolean;
  } | null>(null);
  const wide = Grid.useBreakpoint().lg === true;
  const headingId = useId();
  const onReject = (appointment: AccountantAppointment, withMessage: boolean) =>
    setRejecting({ appointment, withMessage });
  const focusAfterAnswer = useFocusAfterAnswer(requests.data, rejecting !== null);

  const columns: TableColumnsType<AccountantAppointment> = [
    { key: "client", title: t("appointments.columnClient"), render: (_, row) => clientName(row) },
    {
      key: "type",
      title: t("appointments.columnType"),
      render: (_, row) => <TypeAndPlace appointment={row} />,
    },
    {
      key: "comments",
      title: t("appointments.columnComments"),
      render: (_, row) =>
        row.additionalComments ?? <span className="tl-appts__muted">{t("appointments.noComments")}</span>,
    },
    { key: "when", title: t("appointments.dateAndTime"), render: (_, row) => <When appointment={row} /> },
    {
      key: "actions",
      title: t("appointments.columnActions"),
      render: (_, row) => (
        <RequestActions appointment={row} onReject={onReject} onAnswering={focusAfterAnswer.answering} />
      ),
    },
  ];

  let body: ReactNode;
  if (requests.isPending) body = <LoadingCard label={t("appointments.loadingRequests")} rows={3} />;
  else if (requests.isError)
    body = (
      <LoadError
        title={t("appointments.requestsLoadError")}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        retrying={requests.isRefetching}
      />
    );
  else if (requests.data.length === 0)
    body = (
      <Card>
        <p className="tl-appts__hint">{t("appointments.noRequests")}</p>
      </Card>
    );
  else if (wide)
    body = (
      <Card className="tl-appts__table-card">
        <Table<AccountantAppointment>
          rowKey="id"
          columns={columns}
          dataSource={requests.data}
          pagination={false}
          aria-labelledby={headingId}
        />
      </Card>
    );
  else
    body = (
      <ul className="tl-appt-cards">
        {requests.data.map((row) => (
          <li key={row.id}>
            <Card title={clientName(row)} size="small">
              <dl className="tl-appt-fields">
                <div>
                  <dt>{t("appointments.columnType")}</dt>
                  <dd>
                    <TypeAndPlace appointment={row} />
                  </dd>
                </div>
                <div>
                  <dt>{t("appointments.dateAndTime")}</dt>
                  <dd>
                    <When appointment={row} />
                  </dd>
                </div>
                <div>
                  <dt>{t("appointments.columnComments")}</dt>
                  <dd>{row.additionalComments ?? t("appointments.noComments")}</dd>
                </div>
              </dl>
              <RequestActions
                appointment={row}
                onReject={onReject}
                onAnswering={focusAfterAnswer.answering}
              />
            </Card>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={headingId} className="tl-appts">
      <h2 id={headingId} className="tl-appts__title" ref={focusAfterAnswer.headingRef} tabIndex={-1}>
        {t("appointments.requestsHeading")}
        {requests.data !== undefined && requests.data.length > 0 ? ` (${requests.data.length})` : ""}
      </h2>
      {body}
      <RejectDialog
        target={rejecting}
        onClose={() => setRejecting(null)}
        onAnswering={focusAfterAnswer.answering}
      />
    </section>
  );
}
