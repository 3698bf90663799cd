import './catalogue';
import { useTranslation } from 'react-i18next';

const STEPS = ['one', 'two', 'three'] as const;

/** "How it works" for clients or for suppliers: three numbered steps. */
export function HowItWorks({ audience, headingLevel = 3 }: { audience: 'client' | 'supplier'; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const steps = audience === 'client' ? 'home.clientSteps' : 'home.supplierSteps';
  return (
    <div className="fw-how" data-testid={`how-${audience}`}>
      <Heading>{t(audience === 'client' ? 'home.howClients' : 'home.howSuppliers')}</Heading>
      <ol className="fw-steps">
        {STEPS.map((step) => (
          <li key={step}>{t(`${steps}.${step}`)}</li>
        ))}
      </ol>
    </div>
  );
}
