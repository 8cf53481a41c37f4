import type { BlogPost } from "@taxlane/contract";
import { content } from "@taxlane/contract/i18n/local/content";
import { formatPlain } from "@taxlane/contract/i18n/plain-format";
import { Link } from "react-router";
import { formatPostDate, readingTimeText, thumbnailSrc } from "./blog-format";
import "./blog-card.css";

interface BlogCardProps {
  post: BlogPost;
  /** Cards below the first row load their image only when scrolled near. */
  lazyImage: boolean;
  /** The heading level the card's title takes in its page. */
  headingLevel?: 2 | 3;
}

export function PostTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="tl-chips" aria-label={content.tagsLabel}>
      {tags.map((tag) => (
        <li key={tag} className="tl-chip">
          {tag}
        </li>
      ))}
    </ul>
  );
}

export function PostMeta({ post }: { post: Pick<BlogPost, "createdDate" | "readingMinutes"> }) {
  return (
    <p className="tl-post-meta">
      <time dateTime={post.createdDate}>{formatPostDate(post.createdDate)}</time>
      <span aria-hidden="true">·</span>
      <span>{readingTimeText(post.readingMinutes)}</span>
    </p>
  );
}

function Thumbnail({ post, lazy, className }: { post: BlogPost; lazy: boolean; className: string }) {
  const src = thumbnailSrc(post.image);
  if (src === null) return <span className={`${className} tl-blog-thumb--empty`} aria-hidden="true" />;
  return (
    <img
      className={className}
      src={src}
      alt={formatPlain(content.coverOf, { title: post.title })}
      width={480}
      height={252}
      loading={lazy ? "lazy" : undefined}
      decoding="async"
    />
  );
}

/** A post in the blog's grid; the whole card follows the title's link. */
export function BlogCard({ post, lazyImage, headingLevel = 2 }: BlogCardProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="tl-blog-card">
      <Thumbnail post={post} lazy={lazyImage} className="tl-blog-card__image" />
      <div className="tl-blog-card__body">
        <Heading className="tl-blog-card__title">
          <Link to={`/blogs/${post.id}`} className="tl-blog-card__link">
            {post.title}
          </Link>
        </Heading>
        <p className="tl-blog-card__summary">{post.shortDescription}</p>
        <PostTags tags={post.tags} />
        <PostMeta post={post} />
      </div>
    </article>
  );
}

/** A small card for "Recent posts" beside an article. */
export function CompactPostCard({ post }: { post: BlogPost }) {
  return (
    <article className="tl-compact-post">
      <Thumbnail post={post} lazy className="tl-compact-post__image" />
      <div className="tl-compact-post__body">
        <h3 className="tl-compact-post__title">
          <Link to={`/blogs/${post.id}`} className="tl-compact-post__link">
            {post.title}
          </Link>
        </h3>
        <p className="tl-post-meta">
          <time dateTime={post.createdDate}>{formatPostDate(post.createdDate)}</time>
        </p>
      </div>
    </article>
  );
}

/** Grey shapes in place of cards while the list loads; the status text says what is happening. */
export function BlogCardSkeleton() {
  return (
    <div className="tl-blog-card tl-blog-card--skeleton" aria-hidden="true">
      <span className="tl-blog-card__image tl-skeleton" />
      <div className="tl-blog-card__body">
        <span className="tl-skeleton tl-skeleton--title" />
        <span className="tl-skeleton tl-skeleton--line" />
        <span className="tl-skeleton tl-skeleton--line tl-skeleton--short" />
      </div>
    </div>
  );
}
