import { useQuery } from "@tanstack/react-query";
import { MAX_VIDEO_LINK_LENGTH } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { App, Button, Card, Form, Input } from "antd";
import { type ReactNode, useId, useState } from "react";
import { FormAlert } from "../../components/FormAlert";
import { LoadError, LoadingCard } from "../../components/QueryStates";
import { errorDisplay, lazySchemaRule } from "../../lib/form-rules";
import { useSetVideoLink, videoLinkQuery } from "./api";
import { VIDEO_LINK_CARD_ID } from "./MeetingLink";

const videoLinkRule = lazySchemaRule(() =>
  import("./video-link-schema").then((module) => module.videoLinkUrlSchema),
);

interface VideoLinkValues {
  url: string;
}

function VideoLinkForm({ saved }: { saved: string | null }) {
  const [form] = Form.useForm<VideoLinkValues>();
  const save = useSetVideoLink();
  const { message } = App.useApp();
  const [problem, setProblem] = useState<string | null>(null);

  const store = (url: string | null) => {
    setProblem(null);
    save.mutate(url, {
      onSuccess: (answer) => {
        form.setFieldsValue({ url: answer.url ?? "" });
        void message.success(
          answer.url === null ? t("appointments.videoLinkRemoved") : t("appointments.videoLinkSaved"),
        );
      },
      onError: (error) => {
        const shown = errorDisplay(error, ["url"] as const);
        form.setFields(shown.fields);
        setProblem(shown.message);
      },
    });
  };

  return (
    <Form<VideoLinkValues>
      form={form}
      layout="vertical"
      initialValues={{ url: saved ?? "" }}
      onFinish={(values) => store(values.url.trim() === "" ? null : values.url.trim())}
    >
      <FormAlert message={problem} />
      <Form.Item
        name="url"
        label={t("appointments.videoLinkHeading")}
        extra={t("appointments.videoLinkIntro")}
        rules={[videoLinkRule]}
      >
        <Input
          type="url"
          inputMode="url"
          autoComplete="url"
          maxLength={MAX_VIDEO_LINK_LENGTH}
          placeholder="https://zoom.us/j/123456789"
        />
      </Form.Item>
      <p className="tl-appts__muted">{t("appointments.videoLinkWithout")}</p>
      <div className="tl-appts__toolbar">
        <Button type="primary" htmlType="submit" loading={save.isPending && save.variables !== null}>
          {t("appointments.videoLinkSave")}
        </Button>
        {saved !== null && (
          <Button onClick={() => store(null)} loading={save.isPending && save.variables === null}>
            {t("appointments.removeLink")}
          </Button>
        )}
      </div>
    </Form>
  );
}

/** The professional's own video meeting room, used for their video appointments. */
export function VideoLinkCard() {
  const link = useQuery(videoLinkQuery());
  const headingId = useId();
  let body: ReactNode;
  if (link.isPending) body = <LoadingCard label={t("appointments.videoLinkLoading")} rows={2} />;
  else if (link.isError)
    body = (
      <LoadError
        title={t("appointments.videoLinkLoadError")}
        error={link.error}
        onRetry={() => void link.refetch()}
        retrying={link.isRefetching}
      />
    );
  else
    body = (
      <Card>
        <VideoLinkForm saved={link.data.url} />
      </Card>
    );
  return (
    <section aria-labelledby={headingId} className="tl-appts" id={VIDEO_LINK_CARD_ID}>
      <h2 id={headingId} className="tl-appts__title">
        {t("appointments.videoMeetingsHeading")}
      </h2>
      {body}
    </section>
  );
}
