import { useQuery } from "@tanstack/react-query";
import { type AdminBlogPost, BlogTypeEnum, blogTypeLabels } from "@taxlane/contract";
import { t } from "@taxlane/contract/i18n";
import { Alert, Button, Form, Input, Select, Space } from "antd";
import { useState } from "react";
import { problemText } from "../../lib/problem-text";
import { adminBlogPostsQuery, useSaveBlogPost } from "./api";
import { MarkdownField } from "./MarkdownField";
import { PublishableTable } from "./PublishableTable";

interface PostForm {
  title: string;
  shortDescription: string;
  tip: string;
  tags: string[];
  typeEnum: BlogTypeEnum;
  content: string;
}

const audienceOptions = Object.values(BlogTypeEnum).map((value) => ({
  value,
  label: blogTypeLabels[value],
}));

/** Writes a new post or edits one, its Markdown beside the preview. */
function PostEditor({ post, onDone }: { post: AdminBlogPost | null; onDone: () => void }) {
  const save = useSaveBlogPost();
  const initial: PostForm = post
    ? {
        title: post.title,
        shortDescription: post.shortDescription,
        tip: post.tip,
        tags: post.tags,
        typeEnum: post.typeEnum as BlogTypeEnum,
        content: post.content,
      }
    : { title: "", shortDescription: "", tip: "", tags: [], typeEnum: BlogTypeEnum.both, content: "" };
  return (
    <Form<PostForm>
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => save.mutate({ ...values, id: post?.id }, { onSuccess: onDone })}
    >
      <Form.Item label={t("admin.postTitle")} name="title" rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        label={t("admin.postShortDescription")}
        name="shortDescription"
        rules={[{ required: true, whitespace: true }]}
      >
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Space wrap style={{ width: "100%" }} align="start">
        <Form.Item label={t("admin.postAudience")} name="typeEnum" style={{ minWidth: 200 }}>
          <Select options={audienceOptions} />
        </Form.Item>
        <Form.Item label={t("admin.postTags")} name="tags" style={{ minWidth: 260 }}>
          <Select mode="tags" maxCount={10} tokenSeparators={[","]} />
        </Form.Item>
      </Space>
      <Form.Item label={t("admin.postTip")} name="tip">
        <Input maxLength={500} />
      </Form.Item>
      <Form.Item label={t("admin.postArticle")} name="content" rules={[{ required: true, whitespace: true }]}>
        <MarkdownField />
      </Form.Item>
      {save.error ? <Alert type="error" showIcon role="alert" title={problemText(save.error)} /> : null}
      <Space style={{ marginTop: 16 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {post ? t("admin.saveChanges") : t("admin.publishPost")}
        </Button>
        <Button onClick={onDone}>{t("common.cancel")}</Button>
      </Space>
    </Form>
  );
}

/** The blog's posts: publish or unpublish them, edit one, or write a new one. */
export function BlogPostsPanel() {
  const posts = useQuery(adminBlogPostsQuery());
  const [editing, setEditing] = useState<AdminBlogPost | "new" | null>(null);
  if (editing !== null) {
    return <PostEditor post={editing === "new" ? null : editing} onDone={() => setEditing(null)} />;
  }
  return (
    <PublishableTable<AdminBlogPost>
      kind="post"
      rows={posts}
      what={t("admin.thePosts")}
      newLabel={t("admin.newPost")}
      columns={[{ title: t("admin.postTitle"), dataIndex: "title" }]}
      nameOf={(row) => row.title}
      onNew={() => setEditing("new")}
      onEdit={setEditing}
    />
  );
}
