import { API_PATHS, FAQ_AUDIENCES, type FaqEntry } from '@fachwerk/shared/contracts';
import { useTranslation } from 'react-i18next';
import { ContentListPage } from '../ContentListPage';
import {
  bilingual,
  EMPTY_MANAGED,
  HTML_MAX,
  MANAGED_FIELDS,
  managedForm,
  TEXT_MAX,
  texts,
  restPaths,
} from '../fields';
import type { ResourceSpec } from '../resource';

function Audience({ entry }: { entry: FaqEntry }) {
  const { t } = useTranslation();
  return <div style={{ color: 'var(--fw-muted)' }}>{t(`adminContent.faq.audience.${entry.audience}`)}</div>;
}

const FAQ_SPEC: ResourceSpec<FaqEntry> = {
  tag: 'faqs',
  titleKey: 'pages.faq',
  nounKey: 'adminContent.nouns.faq',
  ...restPaths(API_PATHS.faqs),
  fields: [
    {
      name: 'audience',
      labelKey: 'adminContent.fields.audience',
      kind: 'select',
      required: true,
      options: FAQ_AUDIENCES.map((value) => ({ value, labelKey: `adminContent.faq.audience.${value}` })),
    },
    ...bilingual('question', 'textarea', TEXT_MAX),
    ...bilingual('answer', 'html', HTML_MAX),
    ...MANAGED_FIELDS,
  ],
  label: (entry) => entry.question,
  details: (entry) => <Audience entry={entry} />,
  toForm: (entry) => ({
    audience: entry.audience,
    ...texts(entry, ['questionDe', 'questionEn', 'answerDe', 'answerEn']),
    ...managedForm(entry),
  }),
  emptyForm: () => ({
    audience: 'all',
    questionDe: '',
    questionEn: '',
    answerDe: '',
    answerEn: '',
    ...EMPTY_MANAGED,
  }),
};

/** /faq */
export default function FaqPage() {
  return <ContentListPage spec={FAQ_SPEC} />;
}
