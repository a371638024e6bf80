import type { FenceConfiguration } from '@arbora/shared/configuration';
import styled from 'styled-components';
import type { FenceRange } from '../api/get-fence-range';
import { Link } from '@arbora/shared/ui';
import { AsideBox } from '../../../components/aside-box';
import { configurationLines, configuratorLink, estimateLine } from '../lib/configuration-summary';

const Box = styled(AsideBox)`
  ul {
    margin: 0;
  }
`;

/** The configurator's fence the quote is asked for, shown above the form (also copied into its message). */
export function ConfigurationNotice({
  config,
  range,
  encoded,
  estimateTtc,
}: {
  config: FenceConfiguration;
  range: FenceRange | null;
  encoded: string;
  estimateTtc: number | null;
}) {
  return (
    <Box aria-labelledby="configuration-title">
      <h2 id="configuration-title">Votre configuration</h2>
      <ul>
        {configurationLines(config, range).map((line) => (
          <li key={line}>{line}</li>
        ))}
        {estimateTtc === null ? null : <li>{estimateLine(estimateTtc)}</li>}
      </ul>
      <p>
        <Link to={configuratorLink(config, encoded)}>Revoir ou modifier ma configuration</Link>
      </p>
      <p>
        Nous avons repris ces informations dans le formulaire&nbsp;: vérifiez-les, complétez vos coordonnées et envoyez
        votre demande.
      </p>
    </Box>
  );
}
