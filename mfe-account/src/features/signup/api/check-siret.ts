import { api } from '@arbora/shared/api';
import { checkSiretResponseSchema, type Company } from '@arbora/shared/schemas';
import { useMutation } from '@tanstack/react-query';

/** POST /v1/customer/check-siret: known and active in the company registry (400 SIRET_UNKNOWN otherwise). */
export async function checkSiret(siret: string): Promise<Company> {
  const answer = checkSiretResponseSchema.parse(
    await api.post('/customer/check-siret', { body: { siret }, auth: false }),
  );
  return answer.company;
}

/** The form shows the answer beside the field: no toast. */
export const useCheckSiret = () => useMutation({ mutationFn: checkSiret, meta: { apiErrors: false } });
