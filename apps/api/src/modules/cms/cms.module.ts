import { Module } from '@nestjs/common';
import { inArray, type SQL } from 'drizzle-orm';
import { CATALOGUE_KINDS, API_PATHS, type CatalogueEntry, type FaqAudience } from '@fachwerk/shared/contracts';
import { ContentAdminRepository, ContentRepository, faqs, InquiriesRepository } from '@fachwerk/server/db';
import { QueueModule } from '@fachwerk/server/queue';
import { AuthModule } from '../auth';
import { ContentAdminService } from './content-admin.service';
import { ContentCache } from './content-cache';
import { contentCrudController } from './content-crud.controller';
import { catalogueResource, cmsPageResource, faqResource, homeSlideResource, logoResource, testimonialResource } from './content-resources';
import { ContentController } from './content.controller';
import { ContentService } from './content.service';
import * as dto from './dto/content-admin.dto';
import { PublicContentController } from './public-content.controller';
import { PublicContentService } from './public-content.service';
import { SeoRoutes } from './seo.routes';
import { ToolsController } from './tools.controller';
import { ViewerResolver } from '../../common/viewer';

/** client or supplier: their FAQs and those for everybody; all: only those for everybody. */
const faqAudienceWhere = (query: { audience?: FaqAudience }): SQL | undefined => {
  if (!query.audience) return undefined;
  return inArray(faqs.audience, query.audience === 'all' ? ['all'] : [query.audience, 'all']);
};

const withToolCounts = async (service: ContentAdminService, items: CatalogueEntry[]) => {
  const counts = await service.toolCounts(items.map((i) => i._id));
  return items.map((item) => ({ ...item, toolCount: counts.get(item._id) ?? 0 }));
};

const catalogueControllers = CATALOGUE_KINDS.map((kind) =>
  contentCrudController({
    path: API_PATHS.catalogue(kind),
    name: kind,
    resource: catalogueResource(kind),
    queryDto: dto.ContentListQueryDto,
    createDto: dto.CatalogueEntryInputDto,
    patchDto: dto.CatalogueEntryPatchDto,
    decorate: kind === 'services' ? withToolCounts : undefined,
  }),
);

/** Every admin-managed content kind's CRUD controller (their write routes are admin-only). */
export const CONTENT_CRUD_CONTROLLERS = [
  ...catalogueControllers,
  contentCrudController({
    path: API_PATHS.cmsPages,
    name: 'cms-pages',
    resource: cmsPageResource,
    queryDto: dto.ContentListQueryDto,
    createDto: dto.CmsPageInputDto,
    patchDto: dto.CmsPagePatchDto,
  }),
  contentCrudController({
    path: API_PATHS.faqs,
    name: 'faqs',
    resource: faqResource,
    queryDto: dto.FaqListQueryDto,
    createDto: dto.FaqInputDto,
    patchDto: dto.FaqPatchDto,
    listWhere: faqAudienceWhere,
  }),
  contentCrudController({
    path: API_PATHS.testimonials,
    name: 'testimonials',
    resource: testimonialResource,
    queryDto: dto.ContentListQueryDto,
    createDto: dto.TestimonialInputDto,
    patchDto: dto.TestimonialPatchDto,
  }),
  contentCrudController({
    path: API_PATHS.logos,
    name: 'logos',
    resource: logoResource,
    queryDto: dto.ContentListQueryDto,
    createDto: dto.LogoInputDto,
    patchDto: dto.LogoPatchDto,
  }),
  contentCrudController({
    path: API_PATHS.homeSlides,
    name: 'home-slides',
    resource: homeSlideResource,
    queryDto: dto.ContentListQueryDto,
    createDto: dto.HomeSlideInputDto,
    patchDto: dto.HomeSlidePatchDto,
  }),
];

/** CMS pages, catalogues, FAQs, testimonials, logos, home slides, contact inquiries, sitemap and robots. */
@Module({
  imports: [AuthModule, QueueModule],
  // The slug, home and tool routes come before the generic `/:id` routes of the CRUD controllers.
  controllers: [ContentController, PublicContentController, ToolsController, ...CONTENT_CRUD_CONTROLLERS],
  providers: [
    ContentService,
    ContentCache,
    ContentRepository,
    ContentAdminRepository,
    InquiriesRepository,
    ContentAdminService,
    PublicContentService,
    ViewerResolver,
    SeoRoutes,
  ],
  exports: [ContentService],
})
export class CmsModule {}
