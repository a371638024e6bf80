import { formatEcoParticipation, formatMoney, type Money, type TaxMode } from '@arbora/shared/format';
import { VisuallyHidden } from '@arbora/shared/ui';
import { FromText, MainLine, Previous, PriceRoot, SmallLine, TaxLabel, type PriceBlockSize } from './styles';

export interface PriceBlockProps {
  /** price including VAT, built from the wire integer with moneyFromWire */
  ttc: Money;
  /** price excluding VAT, shown small under the main price */
  ht?: Money;
  /** éco-participation included in the TTC price: « dont éco-participation : X € » */
  ecoParticipation?: Money;
  /** previous TTC price, struck through (promotions) */
  previousTtc?: Money;
  /** « À partir de » before the price (products with variants, prices_from) */
  from?: boolean;
  /** unit of a price per unit, e.g. "m²" → « 49,90 € TTC / m² » */
  unit?: string;
  /** professional customers read HT first; consumers TTC (French price display rules) */
  emphasis?: TaxMode;
  size?: PriceBlockSize;
  className?: string;
}

const NBSP = '\u00a0';

/** A product price: the emphasised amount large, the other tax mode and the éco-participation small. */
export function PriceBlock({
  ttc,
  ht,
  ecoParticipation,
  previousTtc,
  from = false,
  unit,
  emphasis = 'TTC',
  size = 'md',
  className,
}: PriceBlockProps) {
  const htFirst = emphasis === 'HT' && ht !== undefined;
  const main = htFirst ? ht : ttc;
  const mainMode: TaxMode = htFirst ? 'HT' : 'TTC';
  const other = htFirst ? ttc : ht;
  const otherMode: TaxMode = htFirst ? 'TTC' : 'HT';
  const perUnit = unit ? `${NBSP}/${NBSP}${unit}` : '';

  return (
    <PriceRoot className={className}>
      {from && <FromText>À partir de</FromText>}
      <MainLine $size={size}>
        <span>
          {formatMoney(main)}
          <TaxLabel>
            {NBSP}
            {mainMode}
            {perUnit}
          </TaxLabel>
        </span>
        {previousTtc !== undefined && mainMode === 'TTC' && (
          <Previous>
            <VisuallyHidden>Prix initial : </VisuallyHidden>
            {formatMoney(previousTtc)}
          </Previous>
        )}
      </MainLine>
      {other !== undefined && (
        <SmallLine>
          soit {formatMoney(other)}
          {NBSP}
          {otherMode}
          {perUnit}
        </SmallLine>
      )}
      {ecoParticipation !== undefined && ecoParticipation > 0 && (
        <SmallLine>{formatEcoParticipation(ecoParticipation)}</SmallLine>
      )}
    </PriceRoot>
  );
}
