import { resolveStorePath } from '@apteek/domain';
import { data } from 'react-router';
import { CmsContent, InfoPagesNav } from '../features/content/index.ts';
import { Breadcrumbs } from '../features/product/index.ts';
import { loaderMeta, originOf, pageMeta } from '../features/seo/index.ts';
import { storeViewOf } from '../shell/index.ts';
import type { Route } from './+types/cms-page';

/** '/i/{slug}' names the page; the static pages are the page with their path as identifier. */
function identifierOf(request: Request, slug: string | undefined): string {
  return slug ?? resolveStorePath(new URL(request.url).pathname).path.replace(/^\/+|\/+$/g, '');
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { storeCode } = storeViewOf(request);
  const page = await context.storefront.cmsPage(storeCode, identifierOf(request, params.slug));
  if (!page) throw data(null, { status: 404 });
  return {
    page,
    meta: pageMeta({
      title: `${page.title} | Apteek`,
      description: page.metaDescription,
      origin: originOf(request),
      storeCode,
      alternates: page.alternates,
    }),
  };
}

export const meta = loaderMeta;

export default function CmsPage({ loaderData: { page } }: Route.ComponentProps) {
  const ownPath = page.breadcrumbs.at(-1)?.path ?? '/';
  return (
    <div className="page-container py-6 md:py-10">
      <Breadcrumbs trail={page.breadcrumbs.slice(0, -1)} current={page.title} />
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="max-w-3xl">
          <h1 className="mb-6 text-3xl font-bold tracking-tight text-brand-900 md:text-4xl">{page.title}</h1>
          <CmsContent html={page.contentHtml} />
        </article>
        <aside className="lg:pt-2">
          <InfoPagesNav currentPath={ownPath} />
        </aside>
      </div>
    </div>
  );
}
