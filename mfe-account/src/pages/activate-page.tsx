import type { PageHeadFn } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import { PageSection } from '../components/page-section';
import { ActivationStatus } from '../features/activation/components/activation-status';
import { ResendActivationForm } from '../features/activation/components/resend-activation-form';

export const pageHead: PageHeadFn = () => ({ title: 'Activation du compte', noindex: true });

/** `/account/activate?token=…`: the link of the activation e-mail; a spent link offers a new e-mail. */
export default function ActivatePage() {
  const { ctx } = usePageRoute();
  return (
    <PageSection title="Activation du compte">
      <ActivationStatus token={ctx.searchParams.get('token')} renewal={<ResendActivationForm />} />
    </PageSection>
  );
}
