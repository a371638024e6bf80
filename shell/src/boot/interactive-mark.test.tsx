/** @jest-environment node */
import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { InteractiveMark } from './interactive-mark';

function IdProbe() {
  return <span id={useId()} />;
}

describe('InteractiveMark', () => {
  it('leaves the ids of the tree it wraps as the server renders them (no fork above the app)', () => {
    const server = renderToString(<IdProbe />);
    expect(renderToString(<InteractiveMark>{<IdProbe />}</InteractiveMark>)).toBe(server);
    // What it replaced: a mark beside the app shifted every id below it.
    expect(
      renderToString(
        <>
          <IdProbe />
          <InteractiveMark>{null}</InteractiveMark>
        </>,
      ),
    ).not.toBe(server);
  });
});
