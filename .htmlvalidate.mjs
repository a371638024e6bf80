// html-validate's configuration for the server HTML of every page type (e2e/tests/html-validate.spec.ts).
// The recommended preset, less only the rules about how markup is WRITTEN where React's serializer,
// not our components, decides it; every rule about what the markup MEANS stays on.
export default {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // React's server renderer writes void elements self-closed (`<meta … />`, `<img … />`); both
    // forms are valid HTML and the components have no say in it.
    'void-style': 'off',
    // React writes attribute names as their DOM property names (`srcSet`, `autoComplete`,
    // `fetchPriority`); HTML attribute names are case-insensitive, so the browser reads the same.
    'attr-case': 'off',
    // React writes a true boolean attribute as `hidden=""` / `disabled=""` (an allowed form of a
    // boolean attribute); the components cannot ask for the bare form.
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // React's useId makes ids such as `_R_756_` (valid HTML: any non-empty string without spaces);
    // the relaxed check keeps every HTML rule about ids, only not the stricter "begins with a letter".
    // The page template is formatted by Prettier, which writes `<!doctype html>` in lowercase (the
    // doctype is case-insensitive).
    'doctype-style': 'off',
    // The search box follows the ARIA 1.2 combobox pattern: a text input whose suggestions are a
    // listbox of links and products, which a native <select> cannot be. Every other role is
    // still checked against its native element.
    'prefer-native-element': ['error', { exclude: ['listbox'] }],
    'valid-id': ['error', { relaxed: true }],
  },
};
