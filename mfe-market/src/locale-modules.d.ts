// `./locales/en/<ns>.json?all`: the whole file as a module of its own (routes.tsx), apart from the face's import of the
// same file, whose unused properties webpack drops. Jest maps it to the file (tools/jest/base.cjs).
declare module '*.json?all' {
  const strings: Record<string, unknown>;
  export default strings;
}
