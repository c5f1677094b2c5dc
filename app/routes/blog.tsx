import { company } from "#contracts/company";
import { PageHero } from "~/components/layout/page-hero";
import { Section } from "~/components/layout/section";
import { blogArticles } from "~/content/knowledge/blog-articles";
import { BlogExplorer } from "~/features/knowledge/blog-explorer";
import { BlogNewsletter } from "~/features/knowledge/blog-newsletter";
import { paths } from "#contracts/pages";
import { pageTexts } from "~/lib/page-texts.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/blog";
import { useT } from "~/i18n/i18n";

export const loader = ({ request }: Route.LoaderArgs) => pageTexts(paths.blog, request);
export const meta = pageMeta;

export default function BlogPage() {
  const { t } = useT();
  return (
    <>
      <PageHero
        eyebrow={t("{company} Blog", { company: company.name })}
        title={t("Insights on Applied AI")}
        description={t("Industry insights, hands-on tutorials, research and stories from the people putting AI to work across India.")}
      />
      <Section>
        <BlogExplorer articles={blogArticles} />
      </Section>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 sm:pb-20 lg:px-8">
        <BlogNewsletter />
      </div>
    </>
  );
}
