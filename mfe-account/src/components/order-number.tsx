import styled from 'styled-components';

/**
 * An order number (« AR-2025-000003 ») in running text or a heading: one unbreakable word. A
 * phone would otherwise break it at a hyphen (« AR-2025- / 000003 »), and a number read or copied
 * in two halves is a wrong number. The characters stay the typed ones (a non-breaking hyphen
 * would not match when pasted into the withdrawal form or a bank transfer's label).
 */
export const OrderNumber = styled.span`
  white-space: nowrap;
`;
