import type { PageHeadFn } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import { PageSection } from '../components/page-section';
import { ResetPasswordForm } from '../features/password/components/reset-password-form';

export const pageHead: PageHeadFn = () => ({ title: 'Nouveau mot de passe', noindex: true });

/** `/changement-mot-de-passe?token=…`: the link of the reset e-mail (valid one hour, single use). */
export default function PasswordResetPage() {
  const { ctx } = usePageRoute();
  return (
    <PageSection title="Choisir un nouveau mot de passe">
      <ResetPasswordForm token={ctx.searchParams.get('token')} />
    </PageSection>
  );
}
