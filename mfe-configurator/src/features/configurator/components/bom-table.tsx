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
  .phone {
    display: none;
  }
  /*
   * A phone: each line stacked, the article on a line of its own, « 8 × 12,50 € » and the line's
   * total below. The column headers stay for screen readers (visually hidden); the explicit roles
   * keep the table a table to them once its parts are laid out as grids.
   */
  @media (max-width: 479px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tbody,
    tfoot {
      display: block;
    }
    tr {
      display: grid;
      grid-template-columns: auto auto 1fr;
      column-gap: ${({ theme }) => theme.space.xs};
      align-items: baseline;
      padding: ${({ theme }) => theme.space.sm} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    th,
    td {
      padding: 0;
      border-bottom: none;
    }
    tbody td.article {
      grid-column: 1 / -1;
      margin-bottom: ${({ theme }) => theme.space.xs};
    }
    tbody td.number {
      text-align: left;
    }
    tbody td.line-total {
      text-align: right;
      font-weight: 700;
    }
    .phone {
      display: inline;
    }
    tfoot tr {
      grid-template-columns: 1fr auto;
      padding: ${({ theme }) => theme.space.xs} 0;
      border-bottom: none;
    }
    tfoot tr.total td,
    tfoot tr.total th {
      font-size: 1.1rem;
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
    // Explicit roles: a phone lays the rows out as grids, and some browsers then drop a table's own.
    <Table role="table">
      <caption>Liste du matériel</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            Article
          </th>
          <th scope="col" role="columnheader" className="number">
            Quantité
          </th>
          <th scope="col" role="columnheader" className="number">
            Prix unitaire TTC
          </th>
          <th scope="col" role="columnheader" className="number">
            Total TTC
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {result.lines.map((line) => (
          <tr
            key={line.variant.id}
            role="row"
            data-testid="bom-line"
            data-variant-id={line.variant.id}
            data-role={line.role}
          >
            <td role="cell" className="article">
              <Link to={`/p-${line.variant.slug}?variante=${line.variant.id}`}>{line.variant.name}</Link>
              <br />
              <small>
                {ROLE[line.role]} · réf. {line.variant.reference}
              </small>
            </td>
            <td role="cell" className="number">
              {line.quantity}
            </td>
            <td role="cell" className="number">
              <span className="phone" aria-hidden="true">
                ×{'\u00a0'}
              </span>
              {money(line.unitTtc)}
            </td>
            <td role="cell" className="number line-total">
              {money(line.unitTtc * line.quantity)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot role="rowgroup">
        <tr role="row" className="total">
          <th scope="row" role="rowheader" colSpan={3}>
            Total TTC
          </th>
          <td role="cell" className="number" data-testid="fence-total">
            {money(result.totals.ttc)}
          </td>
        </tr>
        <tr role="row">
          <th scope="row" role="rowheader" colSpan={3}>
            dont éco-participation
          </th>
          <td role="cell" className="number">
            {money(result.totals.ecotaxTtc)}
          </td>
        </tr>
        <tr role="row">
          <th scope="row" role="rowheader" colSpan={3}>
            Total HT
          </th>
          <td role="cell" className="number">
            {money(result.totals.ht)}
          </td>
        </tr>
      </tfoot>
    </Table>
  );
}
