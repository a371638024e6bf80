import { Link } from '@arbora/shared/ui';
import styled from 'styled-components';
import type { FenceResult, PartRole } from '../../../lib/fence-engine/types';
import { money } from './format';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.95rem;
  th,
  td {
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  /* The references (ARB-PDC4-007-GRIS-ANTHRACITE-1500) break: unbroken, they widened a phone's page. */
  td small {
    overflow-wrap: anywhere;
  }
  td.number,
  th.number {
    text-align: right;
  }
  td.number {
    white-space: nowrap;
  }
  @media (min-width: 480px) {
    th.number {
      white-space: nowrap;
    }
  }
  tfoot th,
  tfoot td {
    border-bottom: none;
  }
  tfoot tr.total td,
  tfoot tr.total th {
    font-size: 1.15rem;
    font-weight: 700;
    color: ${({ theme }) => theme.color.price};
  }
  @media (max-width: 479px) {
    font-size: 0.85rem;
    th,
    td {
      padding: ${({ theme }) => theme.space.xs};
    }
    tfoot tr.total td,
    tfoot tr.total th {
      font-size: 1rem;
    }
  }
`;

const ROLE: Record<PartRole, string> = {
  panel: 'Panneaux',
  post: 'Poteaux',
  gate_door: 'Portillon',
  gate: 'Portail',
  cap: 'Chapeaux de poteau',
  rail: 'Lisses haute et basse',
  stiffener: 'Raidisseurs',
  base_plate: 'Platines',
  anchor_bolts: 'Goujons d’ancrage',
  chemical_anchor: 'Scellement chimique',
  motor: 'Motorisation',
};

/** The priced bill of materials: every line a catalogue product, totals TTC with éco-participation and HT. */
export function BomTable({ result }: { result: FenceResult }) {
  return (
    <Table>
      <caption>Liste du matériel</caption>
      <thead>
        <tr>
          <th scope="col">Article</th>
          <th scope="col" className="number">
            Quantité
          </th>
          <th scope="col" className="number">
            Prix unitaire TTC
          </th>
          <th scope="col" className="number">
            Total TTC
          </th>
        </tr>
      </thead>
      <tbody>
        {result.lines.map((line) => (
          <tr key={line.variant.id} data-testid="bom-line" data-variant-id={line.variant.id} data-role={line.role}>
            <td>
              <Link to={`/p-${line.variant.slug}?variante=${line.variant.id}`}>{line.variant.name}</Link>
              <br />
              <small>
                {ROLE[line.role]} · réf. {line.variant.reference}
              </small>
            </td>
            <td className="number">{line.quantity}</td>
            <td className="number">{money(line.unitTtc)}</td>
            <td className="number">{money(line.unitTtc * line.quantity)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className="total">
          <th scope="row" colSpan={3}>
            Total TTC
          </th>
          <td className="number" data-testid="fence-total">
            {money(result.totals.ttc)}
          </td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            dont éco-participation
          </th>
          <td className="number">{money(result.totals.ecotaxTtc)}</td>
        </tr>
        <tr>
          <th scope="row" colSpan={3}>
            Total HT
          </th>
          <td className="number">{money(result.totals.ht)}</td>
        </tr>
      </tfoot>
    </Table>
  );
}
