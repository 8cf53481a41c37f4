import { useQuery } from "@tanstack/react-query";
import { appTexts, type BlogPostDetail } from "@taxlane/contract";
import { Link, useParams } from "react-router";
import { StatusScreen } from "../../../components/error-screens/StatusScreen";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { isApiError } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/use-page-title";
import { blogListQuery, blogPostQuery, isNotFound, RECENT_POSTS_COUNT } from "./api";
import { CompactPostCard, PostMeta, PostTags } from "./BlogCard";
import { otherPosts, parsePostId } from "./blog-format";
import { ShareLinks } from "./ShareLinks";
import { useMetaDescription } from "./use-meta-description";
import "./blog.css";
import "./blog-post.css";
import "./blog-prose.css";
import { content } from "@taxlane/contract/i18n/local/content";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";

function PostNotFound() {
  usePageTitle(content.postNotFoundTitle);
  return (
    <StatusScreen
      figure="404"
      title={content.postNotFoundTitle}
      actions={
        <ButtonLink to="/blogs" size="lg">
          {content.browseBlog}
        </ButtonLink>
      }
    >
      <p className="tl-status__text">{content.postMovedOrRemoved}</p>
    </StatusScreen>
  );
}

function RecentPosts({ currentId }: { currentId: number }) {
  const recent = useQuery(blogListQuery(RECENT_POSTS_COUNT));
  // The article is what was asked for: while this side list loads, or if it fails, it simply waits.
  const others = recent.data ? otherPosts(recent.data, currentId) : [];
  if (others.length === 0) return null;
  return (
    <section className="tl-recent" aria-labelledby="recent-title">
      <h2 id="recent-title" className="tl-aside-title">
        {content.recentPosts}
      </h2>
      <ul className="tl-recent__list">
        {others.map((post) => (
          <li key={post.id}>
            <CompactPostCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PostView({ post }: { post: BlogPostDetail }) {
  usePageTitle(post.title);
  useMetaDescription(post.shortDescription);
  const url = `${window.location.origin}/blogs/${post.id}`;
  return (
    <Container className="tl-post">
      <p className="tl-post__back">
        <Link to="/blogs">
          <span aria-hidden="true">← </span>
          {content.allPosts}
        </Link>
      </p>
      <div className="tl-post__layout">
        <article className="tl-post__article" aria-labelledby="post-title">
          <header className="tl-post__header">
            <PostTags tags={post.tags} />
            <h1 id="post-title" className="tl-post__title">
              {post.title}
            </h1>
            <p className="tl-post__summary">{post.shortDescription}</p>
            <PostMeta post={post} />
          </header>
          {post.imageUrl !== "" && (
            <img
              className="tl-post__hero"
              src={post.imageUrl}
              alt={formatPlain(content.coverOf, { title: post.title })}
              width={1200}
              height={630}
              fetchPriority="high"
            />
          )}
          <div
            className="tl-prose"
            // The server renders the Markdown and sanitizes the HTML it sends.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server
            dangerouslySetInnerHTML={{ __html: post.contentHtml }}
          />
          {post.tip !== "" && (
            <aside className="tl-post__tip">
              <h2 className="tl-post__tip-title">
                <span aria-hidden="true" className="tl-post__tip-icon">
                  ★
                </span>
                {content.tip}
              </h2>
              <p>{post.tip}</p>
            </aside>
          )}
        </article>
        <div className="tl-post__side">
          <ShareLinks url={url} title={post.title} summary={post.shortDescription} />
          <RecentPosts currentId={post.id} />
        </div>
      </div>
    </Container>
  );
}

function PostSkeleton() {
  usePageTitle(content.blogTitle);
  return (
    <Container className="tl-post">
      <p className="tl-visually-hidden" role="status">
        {content.loadingPost}
      </p>
      <div className="tl-post__layout" aria-hidden="true">
        <div className="tl-post__article">
          <span className="tl-skeleton tl-skeleton--heading" />
          <span className="tl-skeleton tl-skeleton--line" />
          <span className="tl-skeleton tl-post__hero tl-post__hero--skeleton" />
          <span className="tl-skeleton tl-skeleton--line" />
          <span className="tl-skeleton tl-skeleton--line" />
          <span className="tl-skeleton tl-skeleton--line tl-skeleton--short" />
        </div>
      </div>
    </Container>
  );
}

function PostError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  usePageTitle(content.blogTitle);
  return (
    <Container className="tl-post">
      <h1 className="tl-post__title">{content.postLoadError}</h1>
      <div className="tl-blog__message" role="alert">
        <p>{isApiError(error) ? error.message : appTexts.somethingWentWrong}</p>
        <Button variant="secondary" onClick={onRetry}>
          {content.tryAgain}
        </Button>
      </div>
    </Container>
  );
}

function PostLoader({ id }: { id: number }) {
  const post = useQuery(blogPostQuery(id));
  if (post.isPending) return <PostSkeleton />;
  if (post.isError) {
    if (isNotFound(post.error)) return <PostNotFound />;
    return <PostError error={post.error} onRetry={() => post.refetch()} />;
  }
  // A new post starts with fresh share state.
  return <PostView key={post.data.id} post={post.data} />;
}

/** /blogs/:id: one article with its tip, share links and recent posts. */
export function BlogPostPage() {
  const id = parsePostId(useParams().id);
  if (id === null) return <PostNotFound />;
  return <PostLoader id={id} />;
}
