import { Injectable, Logger } from '@nestjs/common';
import { inArray } from 'drizzle-orm';
import type { CmsPageEntry, HomeResponse, Language } from '@fachwerk/shared/contracts';
import { InjectConfig, type AppConfig } from '@fachwerk/server/core';
import { InquiriesRepository, tools } from '@fachwerk/server/db';
import { OutboxWriter } from '@fachwerk/server/queue';
import { ContentAdminService } from './content-admin.service';
import { ContentCache } from './content-cache';
import {
  catalogueResource,
  cmsPageResource,
  homeSlideResource,
  logoResource,
  testimonialResource,
  toolResource,
} from './content-resources';
import type { InquiryRequestDto } from './dto/content-admin.dto';
import { buildRobots, buildSitemap } from './seo';

const services = catalogueResource('services');

/** The public site's reads (home page, CMS page by slug, sitemap, robots), cached; and the contact form. */
@Injectable()
export class PublicContentService {
  private readonly logger = new Logger(PublicContentService.name);

  constructor(
    private readonly admin: ContentAdminService,
    private readonly cache: ContentCache,
    private readonly inquiries: InquiriesRepository,
    private readonly outbox: OutboxWriter,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  home(language: Language): Promise<HomeResponse> {
    return this.cache.remember(language, 'home', async () => {
      const [slides, serviceRows, testimonials, logos] = await Promise.all([
        this.admin.allActive('homeSlides'),
        this.admin.allActive('services'),
        this.admin.allActive('testimonials'),
        this.admin.allActive('logos'),
      ]);
      const toolRows = serviceRows.length
        ? await this.admin.allActive('tools', inArray(tools.serviceId, serviceRows.map((s) => s.id)))
        : [];
      return {
        slides: slides.map((row) => homeSlideResource.toEntry(row, language)),
        services: serviceRows.map((row) => {
          const own = toolRows.filter((tool) => tool.serviceId === row.id).map((tool) => toolResource.toEntry(tool, language));
          return { ...services.toEntry(row, language), toolCount: own.length, tools: own };
        }),
        testimonials: testimonials.map((row) => testimonialResource.toEntry(row, language)),
        logos: logos.map((row) => logoResource.toEntry(row, language)),
      };
    });
  }

  cmsPageBySlug(slug: string, language: Language): Promise<CmsPageEntry> {
    return this.cache.remember(language, `cms:${slug}`, async () => cmsPageResource.toEntry(await this.admin.cmsPageBySlug(slug), language));
  }

  sitemap(): Promise<string> {
    return this.cache.remember('de', 'sitemap', async () => {
      const pages = await this.admin.allActive('cmsPages');
      return buildSitemap(this.config.api.publicUrl, pages.map((p) => p.slug));
    });
  }

  robots(): string {
    return buildRobots(this.config.api.publicUrl);
  }

  /** Stores the inquiry and, in the same transaction, the mail to the support address (outbox). */
  async sendInquiry(input: InquiryRequestDto, language: Language, ip: string | undefined): Promise<{ _id: string }> {
    const id = await this.inquiries.create(
      { ...input, phone: input.phone || null, company: input.company || null, language, ip: ip ?? null },
      async (tx, row) => {
        await this.outbox.enqueue(tx, {
          queue: 'mail',
          payload: {
            to: this.config.supportEmail,
            template: 'inquiry',
            // Support reads German; the sender's language is in the mail.
            locale: 'de',
            data: {
              inquiryId: row.id,
              fromName: row.name,
              fromEmail: row.email,
              phone: row.phone,
              company: row.company,
              subject: row.subject,
              message: row.message,
              language,
            },
          },
        });
        return row.id;
      },
    );
    this.logger.log({ inquiryId: id }, 'inquiry stored and mail queued');
    return { _id: id };
  }
}
