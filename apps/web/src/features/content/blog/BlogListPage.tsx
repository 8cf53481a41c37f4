import { useQuery } from "@tanstack/react-query";
import { appTexts } from "@taxlane/contract";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageIntro } from "../../../components/ui/PageIntro";
import { isApiError } from "../../../lib/api-client";
import { usePageTitle } from "../../../lib/use-page-title";
import { BLOG_LIST_COUNT, blogListQuery } from "./api";
import { BlogCard, BlogCardSkeleton } from "./BlogCard";
import { audienceSearch, audienceTypeEnum, blogAudiences, parseAudience } from "./blog-format";
import "./blog.css";
import "./blog-list.css";
import { content } from "@taxlane/contract/i18n/local/content";

/** The widest grid shows three cards a row; images of the cards after them load lazily. */
const FIRST_ROW = 3;
const SKELETON_CARDS = [1, 2, 3, 4, 5, 6] as const;

/** /blogs: the newest posts, filtered by audience through `?audience=`. */
export function BlogListPage() {
  usePageTitle(content.blogTitle);
  const [params] = useSearchParams();
  const audience = parseAudience(params.get("audience"));
  const posts = useQuery(blogListQuery(BLOG_LIST_COUNT, audienceTypeEnum(audience)));

  return (
    <div className="tl-blog">
      <PageIntro eyebrow={content.blogEyebrow} title={content.blogHeading} lead={content.blogLead} />

      <Container className="tl-blog__body">
        <nav className="tl-segmented" aria-label={content.postsByAudience}>
          <ul className="tl-segmented__list">
            {blogAudiences.map((option) => (
              <li key={option.value}>
                <Link
                  to={{ pathname: "/blogs", search: audienceSearch(option.value) }}
                  className="tl-segmented__item"
                  aria-current={option.value === audience ? "page" : undefined}
                  preventScrollReset
                >
                  {option.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        {posts.isPending ? (
          <>
            <p className="tl-visually-hidden" role="status">
              {content.loadingPosts}
            </p>
            <div className="tl-blog-grid">
              {SKELETON_CARDS.map((key) => (
                <BlogCardSkeleton key={key} />
              ))}
            </div>
          </>
        ) : posts.isError ? (
          <div className="tl-blog__message" role="alert">
            <p>
              {content.postsLoadError}{" "}
              {isApiError(posts.error) ? posts.error.message : appTexts.somethingWentWrong}
            </p>
            <Button variant="secondary" onClick={() => posts.refetch()}>
              {content.tryAgain}
            </Button>
          </div>
        ) : posts.data.length === 0 ? (
          <div className="tl-blog__message">
            <p>{content.noPostsForAudience}</p>
            {audience !== "all" && <Link to="/blogs">{content.seeAllPosts}</Link>}
          </div>
        ) : (
          <ul className="tl-blog-grid" aria-label={content.posts}>
            {posts.data.map((post, index) => (
              <li key={post.id}>
                <BlogCard post={post} lazyImage={index >= FIRST_ROW} />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </div>
  );
}
