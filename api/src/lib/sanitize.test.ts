import { clean, sanitize } from './sanitize';

describe('sanitize', () => {
  test.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src="/a.svg" onerror="alert(1)" alt="a">', '<img src="/a.svg" alt="a" />'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<p style="color:red" onclick="x()">t</p>', '<p>t</p>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('%s is made harmless', (input, expected) => {
    expect(sanitize(input)).toBe(expected);
  });

  test('keeps headings with their anchors and safe links', () => {
    expect(sanitize('<h2 id="pose">Pose</h2><a href="https://x.example" target="_blank">x</a>')).toBe(
      '<h2 id="pose">Pose</h2><a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  test('the memoized variant returns the same result', () => {
    const html = '<p onclick="x">a</p>';
    expect(clean(html)).toBe(clean(html));
    expect(clean(html)).toBe('<p>a</p>');
  });
});
