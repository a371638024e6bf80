import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';

// Off screen rather than display:none (bots skip hidden fields); aria-hidden and tabIndex -1 keep
// it away from screen readers and the keyboard, autocomplete off from password managers.
const Trap = styled.div`
  position: absolute;
  left: -10000px;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

/** The anti-spam field `website`: people never see it, bots fill it and the API drops their message. */
export function Honeypot({ field }: { field: UseFormRegisterReturn }) {
  return (
    <Trap aria-hidden="true" data-testid="honeypot">
      <label>
        Site web (ne pas remplir)
        <input type="text" tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </Trap>
  );
}
