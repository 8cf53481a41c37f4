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

/** The widest grid shows three cards a row; images of the cards after them load lazily. */
const FIRST_ROW = 3;
const SKELETON_CARDS = [1, 2, 3, 4, 5, 6] as const;

/** /blogs: the newest posts, filtered by audience through `?audience=`. */
export function BlogListPage() {
  usePageTitle("Blog");
  const [params] = useSearchParams();
  const audience = parseAudience(params.get("audience"));
  const posts = useQuery(blogListQuery(BLOG_LIST_COUNT, audienceTypeEnum(audience)));

  return (
    <div className="tl-blog">
      <PageIntro
        eyebrow="Taxlane blog"
        title="Tax guides and news"
        lead="Plain-language articles on deadlines, deductions and working with a tax professional, for taxpayers and for the professionals who serve them."
      />

      <Container className="tl-blog__body">
        <nav className="tl-segmented" aria-label="Posts by audience">
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
              Loading posts…
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
              We couldn't load the posts.{" "}
              {isApiError(posts.error) ? posts.error.message : appTexts.somethingWentWrong}
            </p>
            <Button variant="secondary" onClick={() => posts.refetch()}>
              Try again
            </Button>
          </div>
        ) : posts.data.length === 0 ? (
          <div className="tl-blog__message">
            <p>No posts for this audience yet.</p>
            {audience !== "all" && <Link to="/blogs">See all posts</Link>}
          </div>
        ) : (
          <ul className="tl-blog-grid" aria-label="Posts">
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
