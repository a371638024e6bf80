// mjml 5 ships no type declarations: the part of its documented API the mail layout uses.
declare module 'mjml' {
  type MjmlError = { line: number; message: string; tagName: string; formattedMessage: string };
  type MjmlOptions = { validationLevel?: 'strict' | 'soft' | 'skip'; minify?: boolean; keepComments?: boolean };
  /** Since mjml 5 the compilation is asynchronous. */
  export default function mjml2html(
    input: string,
    options?: MjmlOptions,
  ): Promise<{ html: string; errors: MjmlError[] }>;
}
