import type { FenceConfiguration } from '@arbora/shared/configuration';
import styled from 'styled-components';
import type { FenceRange } from '../api/get-fence-range';
import { configurationLines } from '../lib/configuration-summary';

const Box = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  ul {
    margin: 0;
  }
`;

/** The configurator's fence the quote is asked for, shown above the form (also copied into its message). */
export function ConfigurationNotice({ config, range }: { config: FenceConfiguration; range: FenceRange | null }) {
  return (
    <Box aria-labelledby="configuration-title">
      <h2 id="configuration-title">Votre configuration</h2>
      <ul>
        {configurationLines(config, range).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>
        Nous avons repris ces informations dans le formulaire : vérifiez-les, complétez vos coordonnées et envoyez votre
        demande.
      </p>
    </Box>
  );
}
