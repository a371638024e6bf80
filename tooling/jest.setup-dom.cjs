require('@testing-library/jest-dom');

// `findBy…` and `waitFor` wait 1 s by default: on a loaded 2-core machine a page's data and render
// can take longer, and a test failed only for that. They return as soon as the awaited state is
// there, so a longer limit costs a passing test nothing (Jest's own limit still ends a hang).
require('@testing-library/react').configure({ asyncUtilTimeout: 10_000 });
