import type { publicPages as de } from '../de/public-pages';

/** Texts of the public pages (home, landing pages, FAQs, contact, page titles and meta): loaded with those pages. */
export const publicPages: typeof de = {
  seo: {
    titleSuffix: 'Fachwerk',
    home: {
      title: 'Skilled trades and workers for your project',
      description:
        'Fachwerk connects companies with vetted service providers for trades, construction, logistics and facility services – fast, transparent and all over Germany.',
    },
    cmsPage: { description: 'Information from Fachwerk: {{title}}' },
    aboutUs: {
      title: 'About us',
      description: 'Who is behind Fachwerk and how we bring companies and service providers together.',
    },
    contact: {
      title: 'Contact',
      description:
        'Write to us: the Fachwerk team answers questions about jobs, registration or your account.',
    },
    faqs: {
      title: 'Frequently asked questions',
      description: 'Answers to frequent questions from companies and service providers about Fachwerk.',
    },
    company: {
      title: 'Find skilled workers',
      description:
        'For companies: post a job, compare offers from service providers and put skilled workers to work.',
    },
    serviceProvider: {
      title: 'Jobs for your team',
      description:
        'For service providers: set up your team, find matching jobs, apply and bill your working hours.',
    },
    category: {
      title: 'Services and trades',
      description: 'Every trade on Fachwerk with the tools and equipment our service providers bring along.',
    },
    deleteAccount: {
      title: 'Delete your account',
      description:
        'How to delete your Fachwerk account – even without logging in to the app – and which data we must keep.',
    },
    notFound: { title: 'Page not found', description: 'This page does not exist.' },
  },
  publicPages: {
    loading: 'Loading content …',
    loadError: 'The content could not be loaded.',
    retry: 'Try again',
    empty: 'There are no entries yet.',
    cms: {
      notFoundTitle: 'Page not found',
      notFoundText: 'The content page “{{slug}}” does not exist or is no longer published.',
      toHome: 'Go to the home page',
    },
    faq: {
      title: 'Frequently asked questions',
      intro:
        'Here you find answers to the most frequent questions. Your question is not listed? Write to us.',
      clients: 'For companies',
      suppliers: 'For service providers',
      contactLink: 'Go to the contact form',
    },
    category: {
      title: 'Services and trades',
      intro:
        'These are the trades we broker – with the tools and equipment our service providers bring along.',
      tools: 'Tools and equipment',
      noTools: 'No tools listed.',
    },
    landing: {
      company: {
        title: 'Find skilled workers – for companies',
        intro:
          'Post your job as a contract for work or as temporary staffing and receive offers from vetted service providers in your region.',
        benefits: {
          one: 'Vetted service providers with certificates and references',
          two: 'Fixed budget or hourly rate – compare offers transparently in euros',
          three: 'Meetings, messages and invoices in one place',
        },
        cta: 'Start now as a company',
      },
      supplier: {
        title: 'Jobs for your team – for service providers',
        intro:
          'Present your team with its qualifications, find matching jobs and bill the hours worked directly through Fachwerk.',
        benefits: {
          one: 'Matching jobs by trade, region and availability',
          two: 'Manage your team and workers with their qualifications',
          three: 'Log working hours and create invoices',
        },
        cta: 'Start now as a service provider',
      },
      howItWorks: 'How it works',
    },
    deleteAccount: {
      title: 'Delete your account',
      intro: 'You can delete your Fachwerk account at any time – on the web and in the app.',
      withLoginTitle: 'With a login',
      withLogin:
        'Log in and choose “Delete account” in the menu on the left. After you confirm, the account is deactivated at once and you are logged out.',
      withoutLoginTitle: 'Without a login (e.g. app users)',
      withoutLogin:
        'You can no longer log in or have already removed the app? Write to us through the contact form with the subject “Delete account” and your account’s e-mail address. We confirm the deletion by e-mail.',
      keptTitle: 'What we keep',
      kept: {
        invoices:
          'Invoices and accounting records: 10 years (statutory retention under German commercial and tax law).',
        contracts: 'Awarded jobs and business letters: 6 years.',
        security: 'Logs used to prevent abuse: at most 90 days.',
      },
      removedTitle: 'What we delete',
      removed: 'Profile, team members, documents, messages and notifications are deleted or anonymised.',
      contactCta: 'Request deletion through the contact form',
    },
  },
  home: {
    heroAlt: 'Illustration: a half-timbered house going up – a crane lifts a beam, tradespeople on the scaffold and the site.',
    highlightMore: 'More about “{{title}}”',
    slidesLabel: 'What Fachwerk offers',
    ctaStart: 'Get started',
    ctaCompany: 'I am looking for skilled workers',
    ctaSupplier: 'I offer skilled workers',
    servicesTitle: 'Services and trades',
    allServices: 'See all services',
    moreTools: '+ {{count}} more',
    howItWorksTitle: 'How Fachwerk works',
    howClients: 'For companies',
    howSuppliers: 'For service providers',
    clientSteps: {
      one: 'Register for free and set up your company profile',
      two: 'Post a job with trade, period and budget',
      three: 'Compare offers, schedule meetings and award a service provider',
    },
    supplierSteps: {
      one: 'Register and add your team with its qualifications',
      two: 'Find matching jobs and apply',
      three: 'Log working hours and send invoices',
    },
    testimonialsTitle: 'What our customers say',
    rating: '{{rating}} out of 5 stars',
    logosTitle: 'They trust us',
    emptyServices: 'No services are published at the moment.',
  },
  contact: {
    title: 'Contact',
    intro: 'Do you have a question about Fachwerk? Write to us – we usually answer within one working day.',
    required: 'required',
    optional: 'optional',
    fields: {
      name: 'Name',
      email: 'E-mail address',
      phone: 'Phone number',
      company: 'Company',
      subject: 'Subject',
      message: 'Message',
    },
    messageEmpty: 'The message cannot be empty.',
    phoneFormat: '{{field}} may only contain digits, spaces and + ( ) / -.',
    submit: 'Send message',
    sending: 'Sending …',
    sent: 'Thank you! We have received your message.',
  },
};
